import type { Page } from '@playwright/test';

/**
 * Header cells of the page's tables that the user cannot see nor scroll to: outside the window, under a fixed
 * column, or beyond the table's edge while the table does not scroll sideways or its scroll bar is out of sight.
 */
export async function unreachableHeaders(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const tables = page.locator('.ant-layout-content .ant-table-wrapper');
  for (let index = 0; index < (await tables.count()); index += 1) {
    problems.push(
      ...(await page.evaluate(async (tableIndex) => {
        const found: string[] = [];
        const wrapper = document.querySelectorAll<HTMLElement>('.ant-layout-content .ant-table-wrapper')[tableIndex];
        if (!wrapper || wrapper.getClientRects().length === 0) return found;
        // The table's top just under the window's top, as a user scrolling down to it would see it.
        window.scrollBy(0, wrapper.getBoundingClientRect().top - 80);
        // A user's scroll always fires the event antd's sticky bar listens to; a scroll of 0 px would not.
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const box = wrapper.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
        if (!box) return found;
        const boxRect = box.getBoundingClientRect();
        const left = Math.max(0, boxRect.left);
        const right = Math.min(window.innerWidth, boxRect.right);
        const headers = [...wrapper.querySelectorAll<HTMLElement>('thead th')].filter(
          (cell) => cell.getBoundingClientRect().width > 0 && !cell.classList.contains('ant-table-cell-scrollbar'),
        );
        const fixedStart = headers.filter((cell) => cell.classList.contains('ant-table-cell-fix-start'));
        const fixedEnd = headers.filter((cell) => cell.classList.contains('ant-table-cell-fix-end'));
        const startEdge = Math.max(left, ...fixedStart.map((cell) => cell.getBoundingClientRect().right));
        const endEdge = Math.min(right, ...fixedEnd.map((cell) => cell.getBoundingClientRect().left));
        const scrolls = box.scrollWidth > box.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(box).overflowX);
        // The box's own scroll bar in the window, or antd's sticky one pinned to the window's bottom.
        const barInSight =
          boxRect.bottom <= window.innerHeight || wrapper.querySelector('.ant-table-sticky-scroll-bar') !== null;
        const name = (cell: HTMLElement) => `table ${tableIndex + 1}: "${cell.textContent?.trim()}"`;
        for (const cell of [...fixedStart, ...fixedEnd]) {
          const rect = cell.getBoundingClientRect();
          if (rect.left < left - 1 || rect.right > right + 1) found.push(`${name(cell)} (fixed) is outside the window`);
        }
        const scrolling = headers.filter((cell) => !fixedStart.includes(cell) && !fixedEnd.includes(cell));
        if (scrolling.length > 0 && endEdge - startEdge < 120) {
          found.push(`table ${tableIndex + 1}: fixed columns leave ${Math.round(endEdge - startEdge)} px to scroll in`);
        }
        for (const cell of scrolling) {
          const rect = cell.getBoundingClientRect();
          const inSight = rect.left >= startEdge - 1 && rect.right <= endEdge + 1;
          if (!inSight && !(scrolls && barInSight))
            found.push(`${name(cell)} is out of sight and cannot be scrolled to`);
        }
        return found;
      }, index)),
    );
  }
  return problems;
}
