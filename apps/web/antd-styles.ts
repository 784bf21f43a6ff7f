import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * antd's rules cut into stylesheets by the components they style (antd's class prefixes), each loading with what
 * first draws those components: `entry` with the app's start (the login page, its switches, its captcha spinner and
 * its error toast), `dialog` with the first dialog (the login page's "forgot password" or any confirmation), and
 * `shell` with the signed-in frame, holding every other component.
 */
export const SHEET_COMPONENTS = {
  entry: ['btn', 'flex', 'spin', 'wave', 'message'],
  dialog: ['modal', 'zoom', 'fade'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Components the app never draws, by class prefix, whose rules no sheet carries (a fifth of antd's stylesheet).
 * antd-styles.test.ts fails when the app imports one of them.
 */
export const LEFT_OUT_COMPONENTS = [
  'affix',
  'anchor',
  'app',
  'calendar',
  'carousel',
  'cascader',
  'color-picker',
  'float-btn',
  'masonry',
  'mentions',
  'notification',
  'popconfirm',
  'qrcode',
  'rate',
  'slider',
  'splitter',
  'steps',
  'timeline',
  'tour',
  'transfer',
  'tree-select',
  'watermark',
] as const;

export type SheetName = keyof typeof SHEET_COMPONENTS | 'shell';
const SHEET_NAMES: readonly SheetName[] = [...(Object.keys(SHEET_COMPONENTS) as SheetName[]), 'shell'];
const VIRTUAL = /^virtual:antd-([a-z]+)\.css$/;
const RESOLVED = /^\/@antd-styles\/([a-z]+)\.css$/;

interface Block {
  /** The selector or at-rule before the braces, trimmed. */
  head: string;
  body: string;
}

/** The top-level blocks of a stylesheet (antd's has no comments and no braces inside strings). */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') {
      if (depth === 0) open = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ head: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
        start = index + 1;
      }
    }
  }
  return blocks;
}

const ANTD_CLASS = /\.(ant-[a-z0-9-]+)/g;
const KEYFRAMES = /^@keyframes\s+([\w-]+)/;

const PICKED = Object.entries(SHEET_COMPONENTS) as [SheetName, readonly string[]][];

/** The sheet of the component an antd class belongs to. */
function ownerOf(className: string): SheetName {
  const picked = PICKED.find(([, components]) =>
    components.some((c) => className === `ant-${c}` || className.startsWith(`ant-${c}-`)),
  );
  return picked?.[0] ?? 'shell';
}

const namesLeftOut = (selector: string): boolean =>
  [...selector.matchAll(ANTD_CLASS)].some(([, className = '']) =>
    LEFT_OUT_COMPONENTS.some((c) => className === `ant-${c}` || className.startsWith(`ant-${c}-`)),
  );

/**
 * The sheet a rule goes in: of the sheets its classes belong to, the one that loads last (a dialog's rule for its
 * buttons goes with the dialog). Icons and links, which antd styles wherever it draws, name no component: they
 * start with the app.
 */
function sheetOf(selector: string): SheetName {
  const owners = [...selector.matchAll(ANTD_CLASS)].map(([, className = '']) =>
    SHEET_NAMES.indexOf(ownerOf(className)),
  );
  return SHEET_NAMES[Math.max(0, ...owners)] ?? 'shell';
}

/**
 * Cuts antd's prebuilt stylesheet (`antd/dist/antd.css`, which styles every component through CSS variables) into
 * the sheets above, each in cascade layer `antd` so that the app's own rules win over antd's whatever order the
 * sheets arrive in, as they did over the styles antd wrote at run time. A keyframes rule goes with the first sheet
 * whose rules name it. Left out: the sheet's own theme variables, which sit on classes of the React ids of the page
 * antd built it from and so match no page of the app (antd writes the app's theme as variables at run time, from
 * the ConfigProvider's tokens: light or dark, compact, a phone's sizes), its server-rendering cache marker and
 * the rules of the components left out.
 */
export function splitAntdStylesheet(css: string): Record<SheetName, string> {
  const rules = Object.fromEntries(SHEET_NAMES.map((name) => [name, [] as string[]])) as Record<SheetName, string[]>;
  const keyframes: Block[] = [];
  const sort = (blocks: Block[], wrap: (rule: string) => string) => {
    for (const { head, body } of blocks) {
      if (head.startsWith('.css-var-') || head.startsWith('.data-ant-cssinjs-cache-path')) continue;
      if (KEYFRAMES.test(head)) keyframes.push({ head, body });
      else if (head.startsWith('@')) sort(blocksOf(body), (rule) => wrap(`${head}{${rule}}`));
      else if (!namesLeftOut(head)) rules[sheetOf(head)].push(wrap(`${head}{${body}}`));
    }
  };
  sort(blocksOf(css), (rule) => rule);
  for (const { head, body } of keyframes) {
    const name = KEYFRAMES.exec(head)?.[1] ?? '';
    const user = SHEET_NAMES.find((sheet) => rules[sheet].some((rule) => rule.includes(name))) ?? 'shell';
    rules[user].push(`${head}{${body}}`);
  }
  return Object.fromEntries(SHEET_NAMES.map((name) => [name, `@layer antd{${rules[name].join('')}}`])) as Record<
    SheetName,
    string
  >;
}

/**
 * Serves antd's styles as stylesheets built ahead, for antd's zero-runtime mode (see app/provider.tsx): a module
 * that draws a sheet's components imports it, e.g. `import 'virtual:antd-entry.css'`.
 */
export function antdStylesheets(): Plugin {
  let sheets: Record<SheetName, string> | undefined;
  const sheet = (name: SheetName) => {
    if (!sheets) {
      const antdCss = createRequire(import.meta.url).resolve('antd/dist/antd.css');
      sheets = splitAntdStylesheet(readFileSync(antdCss, 'utf8'));
    }
    return sheets[name];
  };
  const known = (name: string | undefined): name is SheetName => SHEET_NAMES.some((sheet) => sheet === name);
  return {
    name: 'pcharging-antd-stylesheets',
    enforce: 'pre',
    resolveId(id) {
      const name = VIRTUAL.exec(id)?.[1];
      return known(name) ? `/@antd-styles/${name}.css` : undefined;
    },
    load(id) {
      const name = RESOLVED.exec(id)?.[1];
      return known(name) ? sheet(name) : undefined;
    },
  };
}
