import { intlLocale, type Locale, normalizeLocale } from '@pcharging/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkSettings } from './network';
import { useNetwork } from './use-session';
import { wireInstant } from './wire-time';

type Amount = string | number | null | undefined;

const parse = (value: Amount): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and options: making one costs far more than using it, and tables call it often. */
function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * Money of the API (decimal strings, `"12.50"`) in the network's currency, written in the reader's notation;
 * `signed` writes a plus before a gain as well as a minus before a loss, for changes and movements.
 */
export function formatMoney(value: Amount, locale: Locale, currency: string, signed = false): string | undefined {
  const number = parse(value);
  return number === undefined
    ? undefined
    : cached(
        numberFormats,
        `money ${locale} ${currency} ${signed}`,
        () =>
          new Intl.NumberFormat(intlLocale(locale), {
            style: 'currency',
            currency,
            signDisplay: signed ? 'exceptZero' : 'auto',
          }),
      ).format(number);
}

export function formatNumber(value: Amount, locale: Locale, maximumFractionDigits = 2): string | undefined {
  const number = parse(value);
  return number === undefined
    ? undefined
    : cached(
        numberFormats,
        `number ${locale} ${maximumFractionDigits}`,
        () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }),
      ).format(number);
}

/**
 * A date and time of the API in the network's zone, written one way per language (the same on every screen): the
 * network's books follow its own days, whatever zone the reader is in.
 */
export function formatDateTime(value: string | null | undefined, locale: Locale, timeZone: string): string | undefined {
  if (!value) return undefined;
  const time = wireInstant(value, timeZone);
  if (time === undefined) return undefined;
  return cached(
    timeFormats,
    `${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'medium', timeZone }),
  ).format(time);
}

/** The hour and minute of an API instant in the network's zone, for a chart's time axis (`4:38 PM`, `16:38`). */
export function formatClockTime(
  value: string | null | undefined,
  locale: Locale,
  timeZone: string,
): string | undefined {
  if (!value) return undefined;
  const time = wireInstant(value, timeZone);
  if (time === undefined) return undefined;
  return cached(
    timeFormats,
    `clock ${locale} ${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone }),
  ).format(time);
}

/** A calendar day of the API (`2026-03-01`, a day of the network), written one way per language. */
export function formatDay(value: string | null | undefined, locale: Locale): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return undefined;
  return cached(
    timeFormats,
    `day ${locale}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(time);
}

function currencySymbolOf(locale: Locale, currency: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** The formatters bound to the current language and network; a missing value reads as the catalogue's dash. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const network = useNetwork();
  return useMemo(() => formattersFor(locale, network, t('common.none')), [locale, network, t]);
}

export function formattersFor(locale: Locale, network: NetworkSettings, none: string) {
  return {
    locale,
    network,
    money: (value: Amount) => formatMoney(value, locale, network.currency) ?? none,
    /** The network's currency as this language writes it beside an amount (CA$, $CA): a money field's prefix. */
    currencySymbol: currencySymbolOf(locale, network.currency),
    signedMoney: (value: Amount) => formatMoney(value, locale, network.currency, true) ?? none,
    number: (value: Amount, digits?: number) => formatNumber(value, locale, digits) ?? none,
    dateTime: (value: string | null | undefined) => formatDateTime(value, locale, network.timeZone) ?? none,
    day: (value: string | null | undefined) => formatDay(value, locale) ?? none,
    clockTime: (value: string | null | undefined) => formatClockTime(value, locale, network.timeZone) ?? none,
  };
}
