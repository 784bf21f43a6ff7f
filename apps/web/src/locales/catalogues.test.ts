import { LOCALES } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { type Catalogue, i18n, NAMESPACES, type Namespace } from '../lib/i18n';

const [, ...others] = LOCALES;
const files = import.meta.glob<Catalogue>('./*/*.json', { import: 'default', eager: true });
const resources = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(NAMESPACES.map((namespace) => [namespace, files[`./${locale}/${namespace}.json`] ?? {}])),
  ]),
) as Record<(typeof LOCALES)[number], Record<Namespace, Catalogue>>;
const english = resources.en;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translation catalogues', () => {
  it('has a file for every namespace in every language, and no file outside the list', () => {
    const expected = LOCALES.flatMap((locale) => NAMESPACES.map((namespace) => `./${locale}/${namespace}.json`));
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(NAMESPACES)('%s has the same keys in every language', (namespace) => {
    const expected = Object.keys(english[namespace]).sort();
    for (const locale of others) {
      expect(Object.keys(resources[locale][namespace]).sort(), `${locale}/${namespace}.json`).toEqual(expected);
    }
  });

  it.each(LOCALES)('%s has no empty text and the same placeholders as English', (locale) => {
    for (const namespace of NAMESPACES) {
      for (const [key, text] of Object.entries(resources[locale][namespace])) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[namespace][key] ?? ''));
      }
    }
  });

  it('prefixes every key with its namespace', () => {
    for (const namespace of NAMESPACES) {
      for (const key of Object.keys(english[namespace])) expect(key.startsWith(`${namespace}.`), key).toBe(true);
    }
  });

  it('types every key: one no English catalogue has fails the typecheck', () => {
    const t = i18n.getFixedT('en');
    expect(t('alarm.status')).toBe('Status');
    expect(t('errors.http', { status: 502 })).toBe('Backend interface error 502');
    // @ts-expect-error no catalogue has this key, so `npm run typecheck` refuses it
    expect(t('alarm.noSuchKey')).toBe('alarm.noSuchKey');
  });

  it('speaks the error catalogue of the spec', () => {
    const t = i18n.getFixedT('en');
    expect(t('errors.sessionExpired')).toBe('Invalid session, or the session has expired. Please log in again.');
    expect(t('errors.http', { status: 502 })).toBe('Backend interface error 502');
    expect(i18n.getFixedT('fr')('errors.code403')).toBe("Vous n'avez pas l'autorisation d'effectuer cette opération");
    expect(i18n.getFixedT('zh-cn')('errors.code404')).toBe('访问资源不存在');
  });
});
