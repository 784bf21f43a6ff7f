// antd's styles for what the app draws before sign-in, built ahead (see antd-styles.ts and provider.tsx).
import 'virtual:antd-entry.css';

/**
 * Resolves after the browser has drawn a frame of index.html's loading screen: starting the app is one long task
 * (evaluating React, antd and the catalogues), and a phone that runs it first shows a blank page until it ends.
 * A hidden tab draws no frames, so it waits at most a moment.
 */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

// The app's chunks are already downloading (index.html preloads them, see preload-start.ts); only running them waits.
await afterFirstFrame();
await import('./start');
