import { Typography } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';

export interface RowActionProps {
  onClick: () => void;
  children: ReactNode;
  /** For an action that removes or stops something. */
  danger?: boolean;
}

/**
 * An action in a list's row, drawn as a link. antd's link without an address is an `<a>` that the keyboard never
 * reaches and screen readers do not announce as anything to press: this one is a button to both, and looks the same.
 */
export function RowAction({ onClick, children, danger = false }: RowActionProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onClick();
  };
  return (
    <Typography.Link
      role="button"
      tabIndex={0}
      type={danger ? 'danger' : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </Typography.Link>
  );
}
