import { Blob as NodeBlob } from 'node:buffer';
import { LOCALES } from '@pcharging/validation';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/dayjs-locale';
import { i18n, i18nReady, NAMESPACES } from '../lib/i18n';
import { sessionStore } from '../lib/session-store';

// Screens load their catalogues with their route; tests render screens directly, so every catalogue is in.
await i18nReady;
await i18n.loadNamespaces([...NAMESPACES]);
await i18n.loadLanguages([...LOCALES]);

// A list draws its rows in a transition after its page arrives (PagedTable), one render later than the answer: on a
// busy CI machine that took longer than testing-library's default second (orders, now and then).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout engine: antd's responsive helpers need matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// fetch is Node's and answers Node Blobs; jsdom's own Blob class would fail the client's instanceof checks.
globalThis.Blob = NodeBlob as unknown as typeof Blob;

// antd measures the scrollbar through a pseudo-element, which jsdom does not implement.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// Nor ResizeObserver, which antd's menu uses to fold overflowing items.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Nor object URLs, which the captcha image uses.
let objectUrls = 0;
URL.createObjectURL ??= () => {
  objectUrls += 1;
  return `blob:test/${objectUrls}`;
};
URL.revokeObjectURL ??= () => undefined;

afterEach(() => {
  cleanup();
  // The session lives as long as the module graph, which the files of a worker share.
  sessionStore.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
