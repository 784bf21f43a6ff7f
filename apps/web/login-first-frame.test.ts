import { join } from 'node:path';
import { LOCALES } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { frameLocales, loginFrameMarkup, readFrameTexts, scriptHashSource } from './login-first-frame';

const LOCALES_DIR = join(import.meta.dirname, 'src', 'locales');

describe("the login page's first frame", () => {
  it('is drawn in every language the app speaks', () => {
    expect(frameLocales(LOCALES_DIR)).toEqual([...LOCALES].sort());
  });

  it('says what the login page says, in each language, from its catalogues', async () => {
    for (const locale of LOCALES) {
      const { default: login } = await import(`./src/locales/${locale}/login.json`);
      const markup = loginFrameMarkup(readFrameTexts(LOCALES_DIR, locale), 'pcharging');
      for (const key of ['login.title', 'login.subtitle', 'login.submit', 'login.declaration']) {
        expect(markup, `${locale} ${key}`).toContain(login[key]);
      }
    }
  });

  it('writes texts as text, never as markup', () => {
    const texts = readFrameTexts(LOCALES_DIR, 'en');
    const markup = loginFrameMarkup({ ...texts, 'login.title': '<img src=x onerror=alert(1)>' }, 'A & B "co"');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).toContain('A &amp; B &quot;co&quot;');
    expect(markup).not.toContain('<img');
  });

  it('hides its inert copy of the form from assistive technology', () => {
    const markup = loginFrameMarkup(readFrameTexts(LOCALES_DIR, 'fr'), 'pcharging');
    expect(markup).toMatch(/<div class="ff-form" aria-hidden="true">/);
    expect(markup).not.toMatch(/<(input|button|a)\b/);
  });

  it('names a catalogue that lacks a text it needs', () => {
    expect(() => readFrameTexts(join(import.meta.dirname, 'no-such-folder'), 'en')).toThrow();
  });

  it("gives its script's hash as a policy source", () => {
    expect(scriptHashSource('showFirstFrame()')).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scriptHashSource('a')).not.toBe(scriptHashSource('b'));
  });
});
