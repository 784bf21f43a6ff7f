import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeyboardScrollableTables } from './use-keyboard-scrollable-tables';

function Probe({ label }: { label: string }) {
  useKeyboardScrollableTables(label);
  return null;
}

/** A table box as antd renders it, whose content is `contentWidth` wide in a 400 px frame (jsdom lays nothing out). */
function tableBox(className: string, contentWidth: { value: number }): HTMLDivElement {
  const box = document.createElement('div');
  box.className = className;
  Object.defineProperty(box, 'scrollWidth', { get: () => contentWidth.value });
  Object.defineProperty(box, 'clientWidth', { value: 400 });
  return box;
}

describe('useKeyboardScrollableTables', () => {
  afterEach(() => {
    for (const box of document.querySelectorAll('.ant-table-content, .ant-table-body')) box.remove();
  });

  it('lets the keyboard reach a table box that overflows, names it, and lets go once it fits', async () => {
    const width = { value: 800 };
    const box = document.body.appendChild(tableBox('ant-table-content', width));
    render(<Probe label="Scrollable table" />);
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('role')).toBe('group');
    expect(box.getAttribute('aria-label')).toBe('Scrollable table');

    width.value = 400;
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(box.hasAttribute('tabindex')).toBe(false));
    expect(box.hasAttribute('role')).toBe(false);
    expect(box.hasAttribute('aria-label')).toBe(false);
  });

  it('finds a table that appears later, and renames boxes when the language changes', async () => {
    const view = render(<Probe label="Scrollable table" />);
    const box = document.body.appendChild(tableBox('ant-table-body', { value: 900 }));
    await waitFor(() => expect(box.getAttribute('aria-label')).toBe('Scrollable table'));
    view.rerender(<Probe label="Tableau défilant" />);
    expect(box.getAttribute('aria-label')).toBe('Tableau défilant');
  });

  it('notices a table that grows past its box with no mutation and no window resize, as its columns are sized', async () => {
    const watched = new Set<Element>();
    let notify = () => {};
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        notify = () => callback([], this);
      }
      observe(target: Element) {
        watched.add(target);
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      const width = { value: 300 };
      const box = document.body.appendChild(tableBox('ant-table-content', width));
      const table = box.appendChild(document.createElement('table'));
      render(<Probe label="Scrollable table" />);
      expect(box.hasAttribute('tabindex')).toBe(false);
      expect(watched).toEqual(new Set([box, table]));

      width.value = 1200;
      notify();
      await waitFor(() => expect(box.tabIndex).toBe(0));
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  it('leaves alone a box that fits', () => {
    const box = document.body.appendChild(tableBox('ant-table-content', { value: 300 }));
    render(<Probe label="Scrollable table" />);
    expect(box.hasAttribute('tabindex')).toBe(false);
  });
});
