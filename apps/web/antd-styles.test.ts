import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LEFT_OUT_COMPONENTS, splitAntdStylesheet } from './antd-styles';

const antdCss = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
const sheets = splitAntdStylesheet(antdCss);

/** antd's exports whose styles the sheets leave out, by the class prefix they draw with. */
const LEFT_OUT_EXPORTS: Record<(typeof LEFT_OUT_COMPONENTS)[number], string> = {
  affix: 'Affix',
  anchor: 'Anchor',
  app: 'App',
  calendar: 'Calendar',
  carousel: 'Carousel',
  cascader: 'Cascader',
  'color-picker': 'ColorPicker',
  'float-btn': 'FloatButton',
  masonry: 'Masonry',
  mentions: 'Mentions',
  notification: 'notification',
  popconfirm: 'Popconfirm',
  qrcode: 'QRCode',
  rate: 'Rate',
  slider: 'Slider',
  splitter: 'Splitter',
  steps: 'Steps',
  timeline: 'Timeline',
  tour: 'Tour',
  transfer: 'Transfer',
  'tree-select': 'TreeSelect',
  watermark: 'Watermark',
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("antd's stylesheets built ahead", () => {
  it('give the login page its buttons and toasts, the first dialog its dialog, and the shell the rest', () => {
    expect(sheets.entry).toContain('.ant-btn{');
    expect(sheets.entry).toContain('.ant-message{');
    expect(sheets.entry).not.toContain('.ant-table');
    expect(sheets.dialog).toContain('.ant-modal-confirm');
    expect(sheets.shell).toContain('.ant-table-wrapper');
    expect(sheets.shell).toContain('.ant-menu');
    expect(sheets.shell).not.toContain('.ant-btn{');
  });

  it("put every sheet in the cascade layer that the app's own rules override", () => {
    for (const css of Object.values(sheets)) expect(css).toMatch(/^@layer antd\{.*\}$/s);
  });

  it("carry a component's keyframes with the component (the spinner's with the login page)", () => {
    expect(sheets.entry).toMatch(/@keyframes antSpinMove\{/);
    expect(sheets.shell).not.toMatch(/@keyframes antSpinMove\{/);
  });

  it("drop the prebuilt sheet's theme variables, which match no page of the app, and the left-out components", () => {
    for (const css of Object.values(sheets)) {
      expect(css).not.toContain('.css-var-');
      expect(css).not.toContain('.ant-cascader');
      expect(css).not.toContain('.ant-tour');
    }
    const kept = Object.values(sheets).reduce((sum, css) => sum + css.length, 0);
    expect(kept).toBeLessThan(antdCss.length * 0.8);
  });

  it('leave out only components the app never imports', () => {
    const imported = new Set(
      sourcesUnder(join(import.meta.dirname, 'src')).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap(([, names = '']) =>
          names.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
        ),
      ),
    );
    expect(imported.has('Button'), 'the scan finds the imports').toBe(true);
    expect(Object.values(LEFT_OUT_EXPORTS).filter((name) => imported.has(name))).toEqual([]);
  });
});
