import type { TableProps } from 'antd';

/**
 * How a page's table fits a screen narrower than its columns: the columns keep their natural width and the body
 * scrolls sideways between the fixed columns (the row's identity on the left, its actions on the right). A long
 * table's own scroll bar sits below the fold, so the sticky one is pinned to the window's bottom while the table is
 * in view, and the header stays in sight as the rows go by.
 */
export const WIDE_TABLE = {
  scroll: { x: 'max-content' },
  sticky: true,
} as const satisfies Pick<TableProps<object>, 'scroll' | 'sticky'>;

/**
 * The same for a table inside a drawer or a dialog: the sticky bar follows the window, not the panel, so there the
 * table keeps its own scroll bar.
 */
export const PANEL_TABLE = { scroll: { x: 'max-content' } } as const satisfies Pick<TableProps<object>, 'scroll'>;
