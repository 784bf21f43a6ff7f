import type { Locale } from '@pcharging/validation';
import en from './catalogues/en.json' with { type: 'json' };
import fr from './catalogues/fr.json' with { type: 'json' };
import zhCn from './catalogues/zh-cn.json' with { type: 'json' };

/** The simulator's texts in one language; English sets the keys every other language must have. */
export type Catalogue = typeof en;

const catalogues: Record<Locale, Catalogue> = { en, fr, 'zh-cn': zhCn };

export const catalogueOf = (locale: Locale): Catalogue => catalogues[locale];

/** Fills `{name}` from the values; a name without a value stays as it is, so a missing one shows. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
