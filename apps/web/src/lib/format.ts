import { type Locale, normalizeLocale } from '@pcharging/validation';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(localizedFormat);

type Amount = string | number | null | undefined;

const parse = (value: Amount): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** Dollars (the API's money strings, `"12.50"`) in the reader's notation. */
export function formatMoney(value: Amount, locale: Locale): string | undefined {
  const number = parse(value);
  return number === undefined
    ? undefined
    : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(number);
}

export function formatNumber(value: Amount, locale: Locale, maximumFractionDigits = 2): string | undefined {
  const number = parse(value);
  return number === undefined ? undefined : new Intl.NumberFormat(locale, { maximumFractionDigits }).format(number);
}

/** A date and time of the API in the reader's zone and notation. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string | undefined {
  if (!value) return undefined;
  const time = dayjs(value);
  return time.isValid() ? time.locale(locale).format('L LTS') : undefined;
}

/** The formatters bound to the current language; a missing value reads as the catalogue's dash. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  return useMemo(() => {
    const none = t('common.none');
    return {
      locale,
      money: (value: Amount) => formatMoney(value, locale) ?? none,
      number: (value: Amount, digits?: number) => formatNumber(value, locale, digits) ?? none,
      dateTime: (value: string | null | undefined) => formatDateTime(value, locale) ?? none,
    };
  }, [locale, t]);
}
