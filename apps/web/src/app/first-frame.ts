// Built into index.html as an inline script (login-first-frame.ts): it runs before any of the app's code, so it
// imports nothing but the storage prefixes and the frame wait, which import nothing.
import { sandboxOfPath, storagePrefixOf } from '../lib/network-folder';
import { afterNextFrame } from '../lib/next-frame';

/** The template holding index.html's preloads of the app's chunks (see preload-start.ts). */
export const START_PRELOADS_ID = 'start-preloads';

/** The template index.html holds for a language (see login-first-frame.ts). */
export const firstFrameTemplateId = (locale: string): string => `first-frame-login-${locale}`;

const readStorage = (read: () => Storage, key: string): string | null => {
  try {
    return read().getItem(key);
  } catch {
    return null;
  }
};

/** Whether the address opens the login page: named, or the app's root in a tab without a session. */
export function opensLogin(hash: string, hasToken: boolean): boolean {
  if (/^#\/login(?:[/?]|$)/.test(hash)) return true;
  return !hasToken && (hash === '' || hash === '#' || hash === '#/');
}

/**
 * Draws the login page's first frame, built into index.html, in the reader's language and scheme when the address
 * opens the login page; React replaces it when the app starts. Any other address keeps the loading screen.
 */
export function showFirstFrame(win: Window & typeof globalThis = window): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  const prefix = storagePrefixOf(sandboxOfPath(win.location.pathname));
  const hasToken = readStorage(() => win.sessionStorage, `${prefix}token`) !== null;
  if (!root || !opensLogin(win.location.hash, hasToken)) return;
  const locale = readStorage(() => win.localStorage, `${prefix}locale`) ?? 'en';
  const template = doc.getElementById(firstFrameTemplateId(locale)) ?? doc.getElementById(firstFrameTemplateId('en'));
  if (!(template instanceof win.HTMLTemplateElement)) return;
  const frame = template.content.cloneNode(true);
  const page = frame.firstChild;
  if (page instanceof win.HTMLElement && readStorage(() => win.localStorage, `${prefix}theme`) === 'dark') {
    page.dataset.scheme = 'dark';
  }
  root.replaceChildren(frame);
}

/**
 * Once the first frame is drawn, puts index.html's preloads of the app's chunks (see preload-start.ts) into the head,
 * so that they download together, but not in competition with that frame.
 */
export function preloadAfterFirstFrame(win: Window & typeof globalThis = window): void {
  void afterNextFrame(win).then(() => {
    const preloads = win.document.getElementById(START_PRELOADS_ID);
    if (preloads instanceof win.HTMLTemplateElement) win.document.head.append(preloads.content);
  });
}
