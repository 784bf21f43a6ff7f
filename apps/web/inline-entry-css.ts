import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\.?\/?(assets\/[^"]+\.css)">/g;

/**
 * Writes the entry's stylesheet (antd's rules for the login page, see antd-styles.ts) into index.html instead of
 * linking it: a linked sheet holds the first paint, the loading screen included, until it arrives (Lighthouse's
 * mobile preset put the login page's first paint at 2.3–2.7 s with the link against 0.6–0.7 s without). It is a
 * few kB, and index.html is fetched anew each visit anyway. Later routes' sheets still load as files with them.
 */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'pcharging-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
      },
    },
  };
}
