import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The components the routes before sign-in draw (login, its language and appearance switches, its captcha spinner,
 * its error toast and its "forgot password" dialog), by the class prefix antd gives them. Their rules travel with
 * the entry; every other component's travel with the shell.
 */
export const ENTRY_COMPONENTS = ['btn', 'flex', 'spin', 'wave', 'message', 'modal', 'zoom', 'fade'] as const;

export const ENTRY_STYLESHEET = 'virtual:antd-entry.css';
export const SHELL_STYLESHEET = 'virtual:antd-shell.css';
const RESOLVED = { [ENTRY_STYLESHEET]: '/@antd-styles/entry.css', [SHELL_STYLESHEET]: '/@antd-styles/shell.css' };

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

const ANTD_CLASS = /\.(ant-[a-z0-9-]+|anticon[a-z0-9-]*)/g;

/** Whether every antd class a selector names belongs to one of `components` (icons belong to every one). */
function namesOnly(selector: string, components: readonly string[]): boolean {
  return [...selector.matchAll(ANTD_CLASS)].every(([, name = '']) =>
    name.startsWith('anticon') ? true : components.some((c) => name === `ant-${c}` || name.startsWith(`ant-${c}-`)),
  );
}

/**
 * Cuts antd's prebuilt stylesheet (`antd/dist/antd.css`, which styles every component through CSS variables) in
 * two: the rules of the entry's components, and the rest, each in cascade layer `antd` so that the app's own rules
 * win over antd's whatever order the sheets arrive in, as they did over the styles antd wrote at run time.
 * Keyframes go with the entry. The sheet's own theme variables are dropped: they sit on classes of the React ids
 * of the page antd built it from, which no page of the app has (antd writes the app's theme as variables at run
 * time, from the ConfigProvider's tokens: light or dark, compact, a phone's sizes).
 */
export function splitAntdStylesheet(css: string, entry: readonly string[]): { entry: string; shell: string } {
  const into = { entry: [] as string[], shell: [] as string[] };
  const sort = (blocks: Block[], wrap: (rule: string) => string) => {
    for (const { head, body } of blocks) {
      if (head.startsWith('.css-var-')) continue;
      if (head.startsWith('@keyframes')) {
        into.entry.push(wrap(`${head}{${body}}`));
      } else if (head.startsWith('@')) {
        sort(blocksOf(body), (rule) => wrap(`${head}{${rule}}`));
      } else {
        into[namesOnly(head, entry) ? 'entry' : 'shell'].push(wrap(`${head}{${body}}`));
      }
    }
  };
  sort(blocksOf(css), (rule) => rule);
  const layered = (rules: string[]) => `@layer antd{${rules.join('')}}`;
  return { entry: layered(into.entry), shell: layered(into.shell) };
}

/**
 * Serves antd's styles as two stylesheets built ahead, for antd's zero-runtime mode (see app/provider.tsx):
 * `import 'virtual:antd-entry.css'` where the app starts, `import 'virtual:antd-shell.css'` in what loads after.
 */
export function antdStylesheets(): Plugin {
  let split: { entry: string; shell: string } | undefined;
  const sheets = () => {
    if (!split) {
      const antdCss = createRequire(import.meta.url).resolve('antd/dist/antd.css');
      split = splitAntdStylesheet(readFileSync(antdCss, 'utf8'), ENTRY_COMPONENTS);
    }
    return split;
  };
  return {
    name: 'pcharging-antd-stylesheets',
    enforce: 'pre',
    resolveId(id) {
      return id === ENTRY_STYLESHEET || id === SHELL_STYLESHEET ? RESOLVED[id] : undefined;
    },
    load(id) {
      if (id === RESOLVED[ENTRY_STYLESHEET]) return sheets().entry;
      if (id === RESOLVED[SHELL_STYLESHEET]) return sheets().shell;
      return undefined;
    },
  };
}
