import type { Plugin, Rolldown } from 'vite';

/** A build-only plugin that rewrites index.html once the bundle is written, knowing its chunks and assets. */
export function rewriteBuiltHtml(
  name: string,
  rewrite: (html: string, bundle: Rolldown.OutputBundle) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (bundle ? rewrite(html, bundle) : html),
    },
  };
}
