import type { Locale } from './locale';

/**
 * Translations a fluent reader found wrong in the catalogues, kept so that they do not come back: the web app's
 * and the simulator's catalogue tests fail on any text of that language matching `pattern` (under a key matching
 * `key`, when given). Test data, shared by the two apps' tests.
 */
export interface Mistranslation {
  locale: Locale;
  pattern: RegExp;
  key?: RegExp;
  why: string;
}

export const MISTRANSLATIONS: readonly Mistranslation[] = [
  { locale: 'zh-cn', pattern: /充电口|端口/, why: 'a port is 充电枪, one word throughout' },
  {
    locale: 'zh-cn',
    pattern: /^共 \{\{\w+\}\}$|\d 共 \d/,
    why: 'a count of a total reads "19 / 24" or "24 个中 19 个", not "19 共 24"',
  },
  {
    locale: 'zh-cn',
    key: /port\.operative$/,
    pattern: /使用中/,
    why: 'a port in service is not "in use" (使用中) when it is idle',
  },
  ...(['en', 'fr', 'zh-cn'] as const).map((locale) => ({
    locale,
    pattern: /\b[A-Z][a-z]+(?:[A-Z][a-z]+)*ID\b/,
    why: 'a raw field name (StationID) is not a label',
  })),
  ...(['en', 'fr'] as const).map((locale) => ({
    locale,
    pattern: /\w\(s\)/,
    why: 'a lazy plural "user(s)": put the count after a colon, or write both forms',
  })),
  {
    locale: 'fr',
    pattern: /\b1 autres\b|\{\{?count\}\}? autres\b/,
    why: '"1 autres sessions": the count may be one, so the noun cannot follow it in the plural',
  },
  { locale: 'en', pattern: /\{\{?count\}\}? other \w+s\b/, why: '"1 other sessions": the count may be one' },
  { locale: 'fr', pattern: /^\{\{count\}\} cartes\b/, why: '"1 cartes sur 8": a whitelist may hold one card' },
  { locale: 'fr', pattern: /\b(le|du|au|un|les|des|ce) ports?\b/i, why: 'a port is a « point de charge » in French' },
  { locale: 'en', pattern: /\bparking\b/i, why: 'idle time has one name: idle (Idle fee, idle minutes)' },
  { locale: 'fr', pattern: /stationnement|min(utes?)? d.attente/i, why: 'idle time has one name: occupation' },
  { locale: 'zh-cn', pattern: /停车/, why: 'idle time has one name: 占位' },
  {
    locale: 'fr',
    key: /^charger\.port\.availability$/,
    pattern: /^Disponibilité/,
    why: "a port's page has one section called Disponibilité: its uptime; the other says whether it is in service",
  },
];

/** The texts of a catalogue (nested or flat) that a known mistranslation of its language matches. */
export function mistranslationsIn(locale: Locale, catalogue: unknown): string[] {
  const texts: Array<[string, string]> = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') texts.push([path, value]);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(catalogue, '');
  return MISTRANSLATIONS.filter((rule) => rule.locale === locale).flatMap((rule) =>
    texts
      .filter(([key, text]) => (rule.key === undefined || rule.key.test(key)) && rule.pattern.test(text))
      .map(([key, text]) => `${key}: "${text}" (${rule.why})`),
  );
}
