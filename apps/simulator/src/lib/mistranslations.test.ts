import { LOCALES } from '@pcharging/validation';
import { mistranslationsIn } from '@pcharging/validation/mistranslations';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from './catalogue';

describe("the simulator's texts a fluent reader reviewed", () => {
  it.each(LOCALES)('%s has none of the known mistranslations', (locale) => {
    expect(mistranslationsIn(locale, catalogueOf(locale))).toEqual([]);
  });
});
