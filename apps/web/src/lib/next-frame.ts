// No imports: index.html's first-frame script is built from this module too (see login-first-frame.ts).

/**
 * Resolves after the browser has drawn its next frame (a task after the frame's callbacks). A hidden tab draws no
 * frames, so it waits at most a moment.
 */
export function afterNextFrame(win: Window & typeof globalThis = window): Promise<void> {
  return new Promise((resolve) => {
    const fallback = win.setTimeout(resolve, 100);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
