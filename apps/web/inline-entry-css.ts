import type { Plugin } from 'vite';
import { rewriteBuiltHtml } from './bundle-html';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\.?\/?(assets\/[^"]+\.css)">/g;

/**
 * Writes the entry's stylesheet (antd's rules for the login page, see antd-styles.ts) into index.html instead of
 * linking it: a linked sheet holds the first paint, the loading screen included, until it arrives (Lighthouse's
 * mobile preset put the login page's first paint at 2.3–2.7 s with the link against 0.6–0.7 s without). It is a
 * few kB, and index.html is fetched anew each visit anyway. Later routes' sheets still load as files with them.
 */
export function inlineEntryStylesheet(): Plugin {
  return rewriteBuiltHtml('pcharging-inline-entry-stylesheet', (html, bundle) =>
    html.replace(STYLESHEET_LINK, (link, file: string) => {
      const asset = bundle[file];
      return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
    }),
  );
}
