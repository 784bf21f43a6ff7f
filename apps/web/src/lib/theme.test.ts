import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { type Appearance, COLOR_SCHEMES } from './appearance';
import { contrastRatio } from './contrast';
import { PRESET_COLOURS as PRESETS, TEXT_CONTRAST, themeConfig } from './theme';

const tokensOf = (appearance: Appearance) => theme.getDesignToken(themeConfig(appearance));

describe.each(COLOR_SCHEMES)('the %s theme', (scheme) => {
  const token = tokensOf({ scheme, density: 'comfortable' });
  const grounds = { container: token.colorBgContainer, layout: token.colorBgLayout, elevated: token.colorBgElevated };

  it.each(['colorText', 'colorTextSecondary', 'colorTextDescription', 'colorTextPlaceholder', 'colorLink'] as const)(
    'writes %s readably on every ground',
    (name) => {
      for (const [ground, colour] of Object.entries(grounds)) {
        expect(contrastRatio(token[name], colour), `${name} on ${ground}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    },
  );

  it('writes readably on its primary and danger buttons', () => {
    expect(contrastRatio(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(token.colorError, token.colorBgContainer)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('writes every coloured tag readably on its tint', () => {
    for (const preset of PRESETS) {
      expect(contrastRatio(token[`${preset}7`], token[`${preset}1`]), preset).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('draws keyboard focus at 3:1 against the page', () => {
    expect(contrastRatio(token.colorPrimaryBorder, token.colorBgContainer)).toBeGreaterThanOrEqual(3);
  });
});

describe('density', () => {
  it('makes controls smaller when compact, in either scheme', () => {
    const comfortable = tokensOf({ scheme: 'light', density: 'comfortable' });
    const compact = tokensOf({ scheme: 'dark', density: 'compact' });
    expect(compact.controlHeight).toBeLessThan(comfortable.controlHeight);
    expect(compact.colorBgContainer).not.toBe(comfortable.colorBgContainer);
  });
});

describe('motion', () => {
  it('animates by default and stops when the system asks for less motion, keeping the colours', () => {
    const appearance: Appearance = { scheme: 'dark', density: 'comfortable' };
    const moving = theme.getDesignToken(themeConfig(appearance));
    const still = theme.getDesignToken(themeConfig(appearance, true));
    expect(moving.motion).toBe(true);
    expect(still.motion).toBe(false);
    expect(still.colorPrimary).toBe(moving.colorPrimary);
  });
});
