import type { Locale } from '@pcharging/validation';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { renderInApp } from '../../testing/render';
import { LanguageSwitch } from './language-switch';

describe('language switch', () => {
  // The provider fetches antd's own texts when the language changes; had in advance, none arrives after the test.
  beforeAll(() => Promise.all([import('antd/es/locale/fr_FR'), import('antd/es/locale/zh_CN')]));
  afterEach(() => changeLocale('en'));

  it.each([
    ['en', 'EN', 'Language: EN'],
    ['fr', 'FR', 'Langue : FR'],
    ['zh-cn', '中', '语言：中'],
  ] satisfies [Locale, string, string][])(
    'in %s, shows %s and is named so that the name holds what it shows',
    async (locale, shown, name) => {
      await changeLocale(locale);
      renderInApp(<LanguageSwitch />);
      const button = screen.getByRole('button', { name });
      expect(button.textContent).toBe(shown);
    },
  );
});
