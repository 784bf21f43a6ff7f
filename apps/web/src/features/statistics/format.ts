import type { IncomeGranularity } from '@pcharging/api-client';
import type { Locale } from '@pcharging/validation';
import { intlLocale } from '@pcharging/validation';
import type { Translate } from '../../lib/catalogue-types';

/** How the statistics screens write numbers, money and periods in the user's language. */
export interface Formatters {
  count(value: number): string;
  decimal(value: number): string;
  kwh(value: number): string;
  minutes(value: number): string;
  /** Money in the network's currency; the wire sends it as decimal strings. */
  money(value: string | number): string;
  moneyCompact(value: string | number): string;
  day(day: string): string;
  /** A period label: a day, the Monday of a week, or a month (YYYY-MM). */
  period(period: string, granularity: IncomeGranularity, style?: 'short' | 'long'): string;
}

function utcDate(period: string): Date {
  return new Date(`${period.length === 7 ? `${period}-01` : period}T00:00:00Z`);
}

/** `currency` is the network's: the statistics write money as every other screen does. */
export function createFormatters(locale: Locale, t: Translate, currency: string): Formatters {
  const tag = intlLocale(locale);
  const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const energy = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency });
  const moneyCompact = new Intl.NumberFormat(tag, { style: 'currency', currency, notation: 'compact' });
  const longDay = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longMonth = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const shortMonth = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', timeZone: 'UTC' });

  return {
    count: (value) => count.format(value),
    decimal: (value) => decimal.format(value),
    kwh: (value) => t('statistics.unit.kwh', { value: energy.format(value) }),
    minutes: (value) => t('statistics.unit.minutes', { value: decimal.format(value) }),
    money: (value) => money.format(Number(value) || 0),
    moneyCompact: (value) => moneyCompact.format(Number(value) || 0),
    day: (day) => longDay.format(utcDate(day)),
    period: (period, granularity, style = 'long') => {
      const date = utcDate(period);
      if (Number.isNaN(date.getTime())) return period;
      if (granularity === 'month') return (style === 'long' ? longMonth : shortMonth).format(date);
      const day = (style === 'long' ? longDay : shortDay).format(date);
      return granularity === 'week' ? t('statistics.period.week', { date: day }) : day;
    },
  };
}
