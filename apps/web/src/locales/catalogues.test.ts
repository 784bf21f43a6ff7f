import type { ErrorMessageKey } from '@pcharging/api-client';
import { LOCALES, type PasswordProblem } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { ACTION_KINDS, actionKeys } from '../components/actions/action-kinds';
import type { UploadProblem } from '../components/upload/file-rules';
import { LIVE_EVENT_TYPES } from '../features/live/live-messages';
import { type Catalogue, i18n, NAMESPACES, type Namespace } from '../lib/i18n';

const [reference, ...others] = LOCALES;
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

  it('has a text for every key the code names', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const namedKey = new RegExp(`'((?:${NAMESPACES.join('|')})\\.[A-Za-z0-9.-]+)'`, 'g');
    const named = new Set<string>();
    // Live event names ('alarm.repaired', ...) look like keys of a namespace but are wire names, not texts.
    const wireNames = new Set<string>(LIVE_EVENT_TYPES);
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(namedKey)) {
        if (match[1] && !wireNames.has(match[1])) named.add(match[1]);
      }
    }
    const computed = [
      ...ACTION_KINDS.flatMap((kind) => Object.values(actionKeys(kind))),
      ...(['unsupported', 'tooLarge', 'empty'] satisfies UploadProblem[]).map((problem) => `common.upload.${problem}`),
      ...LOCALES.map((locale) => `common.language.${locale}`),
      ...(['length', 'digit', 'lower', 'upper', 'special', 'whitespace'] satisfies PasswordProblem[]).map(
        (problem) => `pages.profile.problem.${problem}`,
      ),
      ...['service', 'privacy'].flatMap((name) => [`pages.agreement.${name}.title`, `pages.agreement.${name}.body`]),
      ...([
        'errors.sessionExpired',
        'errors.code401',
        'errors.code403',
        'errors.code404',
        'errors.unknown',
        'errors.network',
        'errors.timeout',
        'errors.http',
        'errors.empty',
      ] satisfies ErrorMessageKey[]),
    ];
    expect(named.size).toBeGreaterThan(50);
    for (const key of [...named, ...computed]) expect(i18n.exists(key, { lng: reference }), key).toBe(true);
  });

  it('speaks the error catalogue of the spec', () => {
    const t = i18n.getFixedT('en');
    expect(t('errors.sessionExpired')).toBe('Invalid session, or the session has expired. Please log in again.');
    expect(t('errors.http', { status: 502 })).toBe('Backend interface error 502');
    expect(i18n.getFixedT('fr')('errors.code403')).toBe("Vous n'avez pas l'autorisation d'effectuer cette opération");
    expect(i18n.getFixedT('zh-cn')('errors.code404')).toBe('访问资源不存在');
  });
});
