import { useEffect } from 'react';

// antd renders a table's scrolling box itself and offers no prop for it; a box that scrolls must take keyboard
// focus, or a keyboard user cannot reach the columns beyond its edge.
const SCROLL_BOXES = '.ant-table-content, .ant-table-body';
const MARK = 'data-keyboard-scroll';

function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

function update(root: ParentNode, label: string): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    if (overflows(box)) {
      if (box.getAttribute('aria-label') === label && box.hasAttribute(MARK)) continue;
      box.setAttribute(MARK, '');
      box.tabIndex = 0;
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', label);
    } else if (box.hasAttribute(MARK)) {
      box.removeAttribute(MARK);
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  }
}

/** Makes every table box that overflows, anywhere in the document (drawers included), focusable and named. */
export function useKeyboardScrollableTables(label: string): void {
  useEffect(() => {
    update(document.body, label);
    // Measuring forces a layout: once a frame, however many changes the frame brought.
    let frame = 0;
    const refresh = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        update(document.body, label);
      });
    };
    const observer = new MutationObserver(refresh);
    // antd sizes a table's columns by their style after the rows arrive: a box can start to overflow on such a
    // change alone, with no node added.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    window.addEventListener('resize', refresh);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', refresh);
    };
  }, [label]);
}
