import { LOCALES, type Locale } from '@pcharging/validation';
import { act, fireEvent, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appearanceStore, DENSITY_STORAGE_KEY, THEME_STORAGE_KEY } from '../../lib/appearance';
import { changeLocale } from '../../lib/i18n';
import { renderInApp } from '../../testing/render';
import { AppearanceSwitch } from './appearance-switch';

const LABELS: Readonly<Record<Locale, { dark: string; compact: string }>> = {
  en: { dark: 'Dark mode', compact: 'Compact density' },
  fr: { dark: 'Mode sombre', compact: 'Densité compacte' },
  'zh-cn': { dark: '深色模式', compact: '紧凑布局' },
};

/** The container colour antd gives the components under the switch, to see which theme is in force. */
function ContainerColour() {
  return <output data-testid="container-colour">{theme.useToken().token.colorBgContainer}</output>;
}

function pressed(name: string): string | null {
  return screen.getByRole('button', { name }).getAttribute('aria-pressed');
}

describe('appearance switch', () => {
  // The provider fetches antd's own texts when the language changes; had in advance, none arrives after the test.
  beforeAll(() => Promise.all([import('antd/es/locale/fr_FR'), import('antd/es/locale/zh_CN')]));

  afterEach(async () => {
    act(() => {
      appearanceStore.setScheme('light');
      appearanceStore.setDensity('comfortable');
    });
    window.localStorage.clear();
    await changeLocale('en');
  });

  it.each(LOCALES)('offers dark mode and compact density as toggle buttons named in %s', async (locale) => {
    await changeLocale(locale);
    renderInApp(<AppearanceSwitch />);
    expect(pressed(LABELS[locale].dark)).toBe('false');
    expect(pressed(LABELS[locale].compact)).toBe('false');
    expect(screen.getByRole('button', { name: LABELS[locale].dark }).getAttribute('title')).toBe(LABELS[locale].dark);
  });

  it('switches the app to dark and back, keeping the choice for the next visit', () => {
    renderInApp(
      <>
        <AppearanceSwitch />
        <ContainerColour />
      </>,
    );
    const light = screen.getByTestId('container-colour').textContent;

    fireEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(pressed('Dark mode')).toBe('true');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByTestId('container-colour').textContent).not.toBe(light);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(pressed('Dark mode')).toBe('false');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(screen.getByTestId('container-colour').textContent).toBe(light);
  });

  it('switches to compact density, keeping the choice for the next visit', () => {
    renderInApp(<AppearanceSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'Compact density' }));
    expect(pressed('Compact density')).toBe('true');
    expect(window.localStorage.getItem(DENSITY_STORAGE_KEY)).toBe('compact');
    expect(pressed('Dark mode')).toBe('false');
  });
});
