import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstFrameTemplateId,
  opensLogin,
  preloadAfterFirstFrame,
  START_PRELOADS_ID,
  showFirstFrame,
} from './first-frame';

const BOOT = '<div class="boot">pcharging</div>';

function page(hash: string, { path = '/' }: { path?: string } = {}) {
  window.history.replaceState(null, '', `${path}${hash}`);
  document.body.innerHTML = `<div id="root">${BOOT}</div>${['en', 'fr', 'zh-cn']
    .map((locale) => `<template id="${firstFrameTemplateId(locale)}"><div class="ff-page">${locale}</div></template>`)
    .join('')}`;
}

const root = () => document.getElementById('root');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('which addresses open the login page', () => {
  it('the login page, with or without a place to go back to', () => {
    expect(opensLogin('#/login', true)).toBe(true);
    expect(opensLogin('#/login?redirect=%2Foperator%2Fstation', false)).toBe(true);
    expect(opensLogin('#/loginx', false)).toBe(false);
  });

  it("the app's root only in a tab without a session", () => {
    for (const hash of ['', '#', '#/']) {
      expect(opensLogin(hash, false), hash).toBe(true);
      expect(opensLogin(hash, true), hash).toBe(false);
    }
    expect(opensLogin('#/operator/station', false)).toBe(false);
  });
});

describe('the first frame', () => {
  it("draws the login page in the reader's language, English when none was chosen", () => {
    page('#/login');
    showFirstFrame();
    expect(root()?.textContent).toBe('en');
    localStorage.setItem('pcharging.locale', 'zh-cn');
    page('#/login');
    showFirstFrame();
    expect(root()?.textContent).toBe('zh-cn');
  });

  it('falls back to English for a language the page has no copy of', () => {
    localStorage.setItem('pcharging.locale', 'de');
    page('#/login');
    showFirstFrame();
    expect(root()?.textContent).toBe('en');
  });

  it('is dark when the reader chose the dark theme', () => {
    localStorage.setItem('pcharging.theme', 'dark');
    page('#/login');
    showFirstFrame();
    expect(root()?.querySelector<HTMLElement>('.ff-page')?.dataset.scheme).toBe('dark');
  });

  it("reads a sandbox's own language, not the main network's", () => {
    localStorage.setItem('pcharging.locale', 'fr');
    localStorage.setItem('pcharging.s.alice.locale', 'zh-cn');
    page('#/login', { path: '/s/alice/' });
    showFirstFrame();
    expect(root()?.textContent).toBe('zh-cn');
  });

  it('keeps the loading screen for any other screen, and at the root of a signed-in tab', () => {
    page('#/operator/station');
    showFirstFrame();
    expect(root()?.innerHTML).toBe(BOOT);
    sessionStorage.setItem('pcharging.token', 'a-token');
    page('#/');
    showFirstFrame();
    expect(root()?.innerHTML).toBe(BOOT);
  });
});

describe("the preloads of the app's chunks", () => {
  it('start once the first frame is drawn, not while it is', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      page('#/login');
      document.body.insertAdjacentHTML(
        'beforeend',
        `<template id="${START_PRELOADS_ID}"><link rel="modulepreload" href="./assets/start-abc.js"></template>`,
      );
      const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
      preloadAfterFirstFrame();
      expect(preloads()).toBe(0);
      for (const frame of frames.splice(0)) frame(0);
      expect(preloads()).toBe(0);
      await vi.runAllTimersAsync();
      expect(preloads()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
      for (const link of document.head.querySelectorAll('link')) link.remove();
    }
  });
});
