import { useCallback, useEffect, useState } from 'react';
import type { Size } from './use-map-view';

/**
 * An element's drawn size, followed as it changes, through a callback ref (the element may come later than the
 * component: after its data); `fallback` until it is known, and in jsdom, which lays nothing out.
 */
export function useElementSize(fallback: Size): [(element: Element | null) => void, Size] {
  const [element, setElement] = useState<Element | null>(null);
  const [size, setSize] = useState<Size>();
  const ref = useCallback((node: Element | null) => setElement(node), []);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentRect;
      if (!box || box.width === 0 || box.height === 0) return;
      setSize((current) =>
        current && Math.abs(current.width - box.width) < 1 && Math.abs(current.height - box.height) < 1
          ? current
          : { width: box.width, height: box.height },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, size ?? fallback];
}
