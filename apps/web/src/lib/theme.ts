import { type MappingAlgorithm, type ThemeConfig, theme } from 'antd';
import type { Appearance, ColorScheme } from './appearance';
import { contrastRatio } from './contrast';

/** The sidebar's ground: antd's navy by day, the page's own near-black at night. */
export const SIDER_BACKGROUND: Readonly<Record<ColorScheme, string>> = { light: '#001529', dark: '#141414' };

/** WCAG AA for text of normal size. */
export const TEXT_CONTRAST = 4.5;

// antd's defaults fall short of 4.5:1 for text: its blue is 4.1:1 on white, its description grey 3.4:1, its
// placeholders 1.8:1, its green and gold tags 2.2:1. These colours reach it on every ground a text sits on
// (container, layout, elevated, a tag's tint). Dark mode keeps a blue that white reads on for buttons and writes
// links, the selected tab and tags in lighter blues. antd draws keyboard focus in `colorPrimaryBorder`, a pale blue
// (1.9:1 on white): a stronger one keeps focus visible (3:1 for graphics).
const SCHEME_TOKENS: Readonly<Record<ColorScheme, ThemeConfig['token']>> = {
  light: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorPrimaryBorder: '#1677ff',
    colorSuccessText: '#237804',
    colorWarningText: '#ad6800',
    colorTextTertiary: 'rgba(0, 0, 0, 0.57)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
  },
  dark: {
    colorPrimary: '#1677ff',
    colorInfo: '#1677ff',
    colorLink: '#69b1ff',
    colorError: '#ff7875',
    colorPrimaryBorder: '#3c89e8',
    colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  },
};

const SCHEME_COMPONENTS: Readonly<Record<ColorScheme, ThemeConfig['components']>> = {
  // A status tag writes in its status colour on that colour's tint.
  light: { Tag: { colorSuccess: '#237804', colorWarning: '#874d00' } },
  dark: {
    Tag: { colorInfo: '#3c89e8' },
    Tabs: { itemSelectedColor: '#3c89e8', itemActiveColor: '#3c89e8', itemHoverColor: '#65a9f3' },
    Layout: { siderBg: SIDER_BACKGROUND.dark },
    Menu: { darkItemBg: SIDER_BACKGROUND.dark, darkPopupBg: '#1f1f1f', darkSubMenuItemBg: '#000000' },
  },
};

/** antd's named tag colours; each gets a shade that reads on the theme's background. */
export const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * A coloured tag writes in its palette's 7th shade on the 1st, which for half the palettes does not read; this
 * moves the text to the first of the 7th to 9th shades that does.
 */
const readablePresetText: MappingAlgorithm = (seed, map = theme.defaultAlgorithm(seed)) => ({
  ...map,
  ...Object.fromEntries(
    PRESET_COLOURS.map((colour) => {
      const shades = [map[`${colour}7`], map[`${colour}8`], map[`${colour}9`]];
      const readable = shades.find((shade) => contrastRatio(shade, map[`${colour}1`]) >= TEXT_CONTRAST);
      return [`${colour}7`, readable ?? map[`${colour}9`]];
    }),
  ),
});

/** The smallest target a thumb hits reliably (WCAG 2.5.5, Apple's and Material's guidance): 44 CSS px. */
export const THUMB_TARGET = 44;

// On a phone every control antd sizes from its control heights is a thumb's target, small and compact ones too.
const PHONE_TOKENS: ThemeConfig['token'] = {
  controlHeight: THUMB_TARGET,
  controlHeightSM: THUMB_TARGET,
  controlHeightLG: 48,
};

const phoneComponents = (components: ThemeConfig['components']): ThemeConfig['components'] => ({
  ...components,
  Menu: { ...components?.Menu, itemHeight: THUMB_TARGET },
  Segmented: { ...components?.Segmented, trackPadding: 0 },
  // A two-character tab (时间线) would be narrower than a thumb without padding of its own.
  Tabs: { ...components?.Tabs, horizontalItemPadding: '12px 4px' },
  Card: { ...components?.Card, bodyPadding: 12, bodyPaddingSM: 12, headerPadding: 12, headerPaddingSM: 12 },
});

/**
 * antd's theme for the user's appearance: its algorithms for scheme and density, and the app's accessible colours.
 * With `reducedMotion` (the system's setting), antd opens, folds and fades without animating. On a `phone`, controls
 * are thumb-sized whatever the density.
 */
export function themeConfig({ scheme, density }: Appearance, reducedMotion = false, phone = false): ThemeConfig {
  const components = SCHEME_COMPONENTS[scheme];
  return {
    algorithm: [
      scheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      readablePresetText,
      ...(density === 'compact' && !phone ? [theme.compactAlgorithm] : []),
    ],
    token: {
      ...SCHEME_TOKENS[scheme],
      ...(reducedMotion ? { motion: false } : {}),
      ...(phone ? PHONE_TOKENS : {}),
    },
    components: phone ? phoneComponents(components) : components,
  };
}
