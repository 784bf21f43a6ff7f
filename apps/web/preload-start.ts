import type { Plugin } from 'vite';
import { rewriteBuiltHtml } from './bundle-html';
import { START_PRELOADS_ID } from './src/app/first-frame';

/** The module the entry imports once the loading screen is drawn (src/app/main.tsx). */
const START_MODULE = 'src/app/start.tsx';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

type Bundle = Record<string, ChunkLike | { type: 'asset' }>;

/** The start module's chunk and every chunk it imports statically, by file name, in load order. */
export function startChunks(bundle: Bundle, startModule = START_MODULE): string[] {
  const chunks = Object.values(bundle).filter((output): output is ChunkLike => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${startModule}`));
  if (!start) throw new Error(`the build has no chunk for ${startModule}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return [...files];
}

/**
 * Lists the start module's chunks in index.html as module preloads, inert in a template until the first frame has
 * been drawn (first-frame.ts then moves them into the head). The entry waits for that frame before it imports them
 * (main.tsx); without the hints the browser would only learn of them part by part, a round trip each on a phone.
 * Fetched before the first frame, they would compete with what draws it (index.html's loading screen or the login
 * page's first frame), which needs nothing else.
 */
export function preloadStart(): Plugin {
  return rewriteBuiltHtml('pcharging-preload-start', (html, bundle) => {
    const already = new Set(
      [...html.matchAll(/<link rel="modulepreload"[^>]* href="\.?\/?([^"]+)"/g)].map((match) => match[1]),
    );
    const links = startChunks(bundle)
      .filter((file) => !already.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`);
    return html.replace('</body>', `<template id="${START_PRELOADS_ID}">${links.join('')}</template>\n</body>`);
  });
}
