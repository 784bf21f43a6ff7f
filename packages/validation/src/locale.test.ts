import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale, normalizeLocale } from './locale';

describe('locales', () => {
  it('ship English (the default), French and Simplified Chinese', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'zh-cn']);
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('normalizeLocale', () => {
  it.each<[string | null | undefined, Locale]>([
    [null, 'en'],
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['fr', 'fr'],
    ['zh-cn', 'zh-cn'],
    ['zh-CN', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['zh-Hans-CN', 'zh-cn'],
    ['zh-TW', 'zh-cn'],
    ['fr-FR', 'fr'],
    ['FR-ca', 'fr'],
    ['en-GB', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,fr;q=0.8,en;q=0.7', 'fr'],
    ['en;q=0.5, zh-CN;q=0.9', 'zh-cn'],
    ['en;q=0.8,fr', 'fr'],
    ['fr;q=0,en', 'en'],
    ['fr;q=abc,zh', 'zh-cn'],
    ['de, ja', 'en'],
    ['*', 'en'],
    ['french', 'en'],
  ])('picks %j → %j', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });
});
