import { LOCALES } from '@pcharging/validation';
import { mistranslationsIn } from '@pcharging/validation/mistranslations';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../lib/i18n';

const files = import.meta.glob<Catalogue>('./*/*.json', { import: 'default', eager: true });

describe('the catalogues a fluent reader reviewed', () => {
  it.each(LOCALES)('%s has none of the known mistranslations', (locale) => {
    const texts = Object.entries(files)
      .filter(([path]) => path.startsWith(`./${locale}/`))
      .map(([, catalogue]) => catalogue);
    expect(texts.flatMap((catalogue) => mistranslationsIn(locale, catalogue))).toEqual([]);
  });
});
