// antd's styles for what the app draws before sign-in, built ahead (see antd-styles.ts and provider.tsx).
import 'virtual:antd-entry.css';
import { afterNextFrame } from '../lib/next-frame';

// The app's chunks are already downloading (index.html's script preloads them once the first frame is drawn, see
// preload-start.ts); only running them waits, from a frame after index.html's loading screen or login frame is
// drawn, so that a phone does not show a blank page meanwhile. Evaluating them is the longest work of the start, so
// it is done in parts a frame apart, and a phone's main thread is never held for their sum (input and painting get
// their turn between them): the catalogues first (which starts fetching the reader's language), then React, antd's
// core and the app; starting the app (its router, which requests the screen's chunks) is a part of its own.
const parts = [() => import('../lib/i18n'), () => import('react-dom/client'), () => import('antd/es/config-provider')];
for (const part of parts) {
  await afterNextFrame();
  await part();
}
await afterNextFrame();
const { startApp } = await import('./start');
await afterNextFrame();
await startApp();
