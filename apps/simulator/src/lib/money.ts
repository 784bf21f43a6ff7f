import { intlLocale, type Locale } from '@pcharging/validation';

/** Money travels as dollar strings with two decimals and is stored as integer cents. */
export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Parses a validated money string ("12", "12.5", "12.50"); the empty string is 0. */
export function moneyToCents(money: string): number {
  if (money === '') return 0;
  const [whole = '0', fraction = ''] = money.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Cents as a person reads them in a message: the network's currency, the request's language. */
export function moneyText(cents: number, locale: Locale, currency: string): string {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}
