export const LOCALES = ['en', 'fr', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag Intl formats a locale with. */
export const intlLocale = (locale: Locale): string => (locale === 'zh-cn' ? 'zh-CN' : locale);

interface WeightedTag {
  tag: string;
  quality: number;
}

function parseWeightedTag(entry: string): WeightedTag {
  const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
  const q = params.find((param) => param.toLowerCase().startsWith('q='));
  const quality = q === undefined ? 1 : Number(q.slice(2));
  return { tag: tag.toLowerCase().replaceAll('_', '-'), quality: Number.isNaN(quality) ? 0 : quality };
}

// Matched on the primary language only: we ship one Chinese (Simplified), so zh-TW readers get it too.
function supportedLocaleFor(tag: string): Locale | undefined {
  const primary = tag.split('-')[0];
  if (primary === 'zh') return 'zh-cn';
  return LOCALES.find((locale) => locale === primary);
}

/** The best supported locale for an Accept-Language value or a stored locale tag; 'en' otherwise. */
export function normalizeLocale(input: string | null | undefined): Locale {
  if (!input) return DEFAULT_LOCALE;
  const ranked = input
    .split(',')
    .map(parseWeightedTag)
    .filter(({ tag, quality }) => tag !== '' && quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of ranked) {
    const locale = supportedLocaleFor(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
