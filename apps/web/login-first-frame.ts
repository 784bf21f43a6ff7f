import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { firstFrameTemplateId } from './src/app/first-frame';

/** The languages the app speaks: its catalogues' folders (src/locales/<locale>), which the app itself loads. */
export function frameLocales(localesDir: string): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The catalogue entries the frame shows, by file. */
const TEXTS = {
  login: [
    'login.title',
    'login.subtitle',
    'login.account',
    'login.password',
    'login.captcha',
    'login.rememberAccount',
    'login.forgotPassword',
    'login.submit',
    'login.declaration',
  ],
  pages: ['pages.agreement.service.title', 'pages.agreement.privacy.title'],
} as const;
type TextKey = (typeof TEXTS)[keyof typeof TEXTS][number];
export type FrameTexts = Readonly<Record<TextKey, string>>;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

export function readFrameTexts(localesDir: string, locale: string): FrameTexts {
  const texts: Partial<Record<TextKey, string>> = {};
  for (const [file, keys] of Object.entries(TEXTS)) {
    const catalogue: unknown = JSON.parse(readFileSync(join(localesDir, locale, `${file}.json`), 'utf8'));
    for (const key of keys) {
      const text = typeof catalogue === 'object' && catalogue !== null ? Reflect.get(catalogue, key) : undefined;
      if (typeof text !== 'string') throw new Error(`src/locales/${locale}/${file}.json has no text for ${key}`);
      texts[key] = text;
    }
  }
  return texts as FrameTexts;
}

// antd's thunderbolt (ThunderboltFilled), drawn before its icon library loads.
const BOLT =
  '<svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="M848 359.3H627.7L825.8 109c4.1-5.3.4-13-6.3-13H436c-2.8 0-5.5 1.5-6.9 4L170 547.5c-3.1 5.3.7 12 6.9 12h174.4l-89.4 357.6c-1.9 7.8 7.5 13.3 13.3 7.7L853.5 373c5.2-4.9 1.7-13.7-5.5-13.7z"/></svg>';

/**
 * The login page as its first frame draws it, before any script has run: the same frame, card, texts and boxes as
 * the page React draws (app/routes/login.tsx and public-page.tsx, at the same sizes), the controls inert. It is
 * replaced by the real page as soon as the app starts.
 */
export function loginFrameMarkup(texts: FrameTexts, productTitle: string): string {
  const t = (key: TextKey) => escapeHtml(texts[key]);
  const field = (key: TextKey, extra = '') =>
    `<div class="ff-field"><span class="ff-label">${t(key)}</span><span class="ff-row"><span class="ff-box"></span>${extra}</span></div>`;
  return [
    '<div class="ff-page" aria-busy="true">',
    `<div class="ff-top"><span class="ff-brand">${BOLT}${escapeHtml(productTitle)}</span></div>`,
    '<div class="ff-center"><main class="ff-main"><section class="ff-card">',
    `<h1 class="ff-title">${t('login.title')}</h1><p class="ff-subtitle">${t('login.subtitle')}</p>`,
    '<div class="ff-form" aria-hidden="true">',
    field('login.account'),
    field('login.password'),
    field('login.captcha', '<span class="ff-captcha"></span>'),
    `<div class="ff-options"><span class="ff-remember"><span class="ff-check"></span>${t('login.rememberAccount')}</span><span class="ff-link">${t('login.forgotPassword')}</span></div>`,
    `<span class="ff-submit">${t('login.submit')}</span>`,
    '</div>',
    `<div class="ff-note"><span class="ff-note-icon"></span><p class="ff-note-text">${t('login.declaration')}</p></div>`,
    `<div class="ff-links"><span class="ff-link">${t('pages.agreement.service.title')}</span><span class="ff-link">${t('pages.agreement.privacy.title')}</span></div>`,
    '</section></main></div></div>',
  ].join('');
}

// The sizes are those of the React page (see loginFrameMarkup); a phone's are its thumb-sized controls (lib/theme.ts).
const FRAME_CSS = `
.ff-page{min-height:100vh;background:#f5f5f5;color:rgba(0,0,0,.88);font-size:14px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji','Segoe UI Symbol','Noto Color Emoji'}
.ff-top{display:flex;align-items:center;height:32px;padding:12px 24px}
.ff-brand{display:flex;align-items:center;gap:8px;font-weight:600;font-size:18px}
.ff-brand svg{color:#52c41a}
.ff-center{display:flex;justify-content:center;padding:24px 16px 48px}
.ff-main{width:100%;max-width:420px}
.ff-card{padding:32px;border-radius:8px;background:#fff;box-shadow:0 1px 2px 0 rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px 0 rgba(0,0,0,.02)}
.ff-title{margin:0;font-size:24px;color:rgba(0,0,0,.88)}
.ff-subtitle{margin:4px 0 24px;color:rgba(0,0,0,.65)}
.ff-field{margin-bottom:24px}
.ff-label{display:block;padding-bottom:8px;line-height:22px}
.ff-row{display:flex;gap:8px}
.ff-box{box-sizing:border-box;flex:auto;height:40px;border:1px solid #d9d9d9;border-radius:8px;background:#fff}
.ff-captcha{width:120px;border-radius:8px;background:rgba(0,0,0,.04)}
.ff-options{display:flex;justify-content:space-between;align-items:center;height:32px;margin-bottom:16px}
.ff-remember{display:flex;align-items:center;gap:8px}
.ff-check{box-sizing:border-box;width:16px;height:16px;border:1px solid #d9d9d9;border-radius:4px;background:#fff}
.ff-link{color:#0958d9}
.ff-submit{display:flex;align-items:center;justify-content:center;height:40px;border-radius:8px;background:#0958d9;color:#fff;font-size:16px}
.ff-note{display:flex;gap:8px;margin-top:24px}
.ff-note-icon{flex:none;width:12px}
.ff-note-text{margin:0;font-size:12px;color:rgba(0,0,0,.65)}
.ff-links{display:flex;justify-content:center;gap:16px;margin-top:12px;font-size:12px}
.ff-page[data-scheme=dark]{background:#000;color:rgba(255,255,255,.85)}
.ff-page[data-scheme=dark] .ff-card,.ff-page[data-scheme=dark] .ff-box,.ff-page[data-scheme=dark] .ff-check{background:#141414}
.ff-page[data-scheme=dark] .ff-title{color:rgba(255,255,255,.85)}
.ff-page[data-scheme=dark] .ff-subtitle,.ff-page[data-scheme=dark] .ff-note-text{color:rgba(255,255,255,.65)}
.ff-page[data-scheme=dark] .ff-box,.ff-page[data-scheme=dark] .ff-check{border-color:#424242}
.ff-page[data-scheme=dark] .ff-captcha{background:rgba(255,255,255,.08)}
.ff-page[data-scheme=dark] .ff-link{color:#69b1ff}
.ff-page[data-scheme=dark] .ff-submit{background:#1668dc}
@media (max-width:599px){.ff-top{height:44px}.ff-box,.ff-submit{height:48px}.ff-options{height:44px}}
`
  .trim()
  .replace(/\n/g, '');

/** The script's hash as a Content-Security-Policy source, e.g. `'sha256-…'`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** src/app/first-frame-script.ts and what it imports as one self-running script. */
async function buildFrameScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: join(root, 'src', 'app', 'first-frame-script.ts'), formats: ['iife'], name: 'pchargingFirstFrame' },
    },
  });
  const outputs: Rolldown.RolldownOutput[] = Array.isArray(result) ? result : 'output' in result ? [result] : [];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('the first-frame script built to nothing');
  return chunk.code.trim();
}

/**
 * Puts the login page's first frame into index.html: one inert template per language, its stylesheet, and the
 * script that shows the reader's copy when the address is the login page (src/app/first-frame.ts), run as the
 * parser reaches it. A phone on a slow line reads the page as soon as index.html arrives instead of after the app's
 * ~250 kB have loaded and run. The script is inline, so a Content-Security-Policy must allow it by its hash: the
 * build writes it to .vite/csp-script-hashes.json, and the simulator computes it from the index.html it serves.
 */
export function loginFirstFrame(): Plugin {
  let root = '';
  let productTitle = 'pcharging';
  let script = '';
  return {
    name: 'pcharging-login-first-frame',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      productTitle = config.env.VITE_PRODUCT_TITLE?.trim() || productTitle;
    },
    async buildStart() {
      script = await buildFrameScript(root);
    },
    transformIndexHtml(html) {
      const localesDir = join(root, 'src', 'locales');
      const templates = frameLocales(localesDir)
        .map(
          (locale) =>
            `<template id="${firstFrameTemplateId(locale)}">${loginFrameMarkup(readFrameTexts(localesDir, locale), productTitle)}</template>`,
        )
        .join('\n');
      return html
        .replace('</head>', `<style>${FRAME_CSS}</style>\n</head>`)
        .replace('</body>', `${templates}\n<script>${script}</script>\n</body>`);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/csp-script-hashes.json',
        source: `${JSON.stringify([scriptHashSource(script)], null, 2)}\n`,
      });
    },
  };
}
