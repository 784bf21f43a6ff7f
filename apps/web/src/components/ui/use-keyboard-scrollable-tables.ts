import { useEffect } from 'react';

// antd renders a table's scrolling box itself and offers no prop for it; a box that scrolls must take keyboard
// focus, or a keyboard user cannot reach the columns beyond its edge.
const SCROLL_BOXES = '.ant-table-content, .ant-table-body';
const MARK = 'data-keyboard-scroll';

function overflows(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

function update(root: ParentNode, label: string, sizes: ResizeObserver): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    // A box starts or stops overflowing when it or its table changes size, which no mutation need announce (a
    // sider folding, a font arriving, a column sized by class): watching both sizes catches every such change.
    sizes.observe(box);
    if (box.firstElementChild) sizes.observe(box.firstElementChild);
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
    // Measuring forces a layout: once a frame, however many changes the frame brought.
    let frame = 0;
    const refresh = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        update(document.body, label, sizes);
      });
    };
    const sizes = new ResizeObserver(refresh);
    update(document.body, label, sizes);
    const observer = new MutationObserver(refresh);
    // antd sizes a table's columns by their style after the rows arrive: a box can start to overflow on such a
    // change alone, with no node added.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    window.addEventListener('resize', refresh);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      sizes.disconnect();
      window.removeEventListener('resize', refresh);
    };
  }, [label]);
}
