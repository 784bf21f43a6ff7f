import { LOCALES } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from './catalogue';

/** Every key path of a catalogue, with the placeholders its text names. */
function entries(value: unknown, path = ''): Array<[string, string[]]> {
  if (typeof value === 'string')
    return [[path, [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()]];
  if (typeof value !== 'object' || value === null) return [[path, []]];
  return Object.entries(value).flatMap(([key, child]) => entries(child, `${path}/${key}`));
}

describe('the catalogues', () => {
  const english = entries(catalogueOf('en'));
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every text English has, naming the same values',
    (locale) => {
      expect(entries(catalogueOf(locale))).toEqual(english);
    },
  );
});
