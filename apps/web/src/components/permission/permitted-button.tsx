import { Button, type ButtonProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

export interface PermittedButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** The action string the button's action needs. */
  permission: string;
  /** Why it is disabled, said to someone whose role lacks the permission: who can, and by which permission. */
  deniedText: ReactNode;
}

/**
 * A button for an action someone looks for but may not do: without the permission it stays in view, disabled,
 * with a tooltip saying who can. The server refuses the action all the same; this only spares a search.
 */
export function PermittedButton({ permission, deniedText, ...button }: PermittedButtonProps) {
  const allowed = usePermission(permission);
  if (allowed) return <Button {...button} />;
  const { onClick: _ignored, ...shown } = button;
  return (
    // A disabled button takes no pointer events: the tooltip listens on a wrapper.
    <Tooltip title={deniedText}>
      <span>
        <Button {...shown} disabled />
      </span>
    </Tooltip>
  );
}
