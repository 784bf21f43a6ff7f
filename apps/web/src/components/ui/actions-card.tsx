import { Card, type CardProps } from 'antd';
import type { ReactNode } from 'react';
import { usePhone } from '../../lib/phone';
import thumb from './thumb-actions.module.css';

export interface ActionsCardProps extends Omit<CardProps, 'extra' | 'actions'> {
  /** The card's commands. */
  actions: ReactNode;
}

/**
 * A card with commands: beside its title on a desk; on a phone under the title, as full-size buttons at the top of
 * the card, so the title keeps its room and the commands come before what the card shows.
 */
export function ActionsCard({ actions, children, ...card }: ActionsCardProps) {
  const phone = usePhone();
  if (!phone) {
    // A title bar alone (a page's heading with its commands) draws no empty body under it.
    const bare = children === undefined || children === null;
    return (
      <Card {...card} extra={actions} {...(bare ? { styles: { body: { display: 'none' } } } : {})}>
        {children}
      </Card>
    );
  }
  return (
    <Card {...card}>
      <div className={thumb.actions} style={{ marginBottom: 12 }}>
        {actions}
      </div>
      {children}
    </Card>
  );
}
