import type { OrderDetail } from '@pcharging/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyCents } from '../../../components/money/money-cents';
import { usePermission } from '../../../components/permission/use-permission';
import { RefundDialog } from './refund-dialog';

export interface RefundButtonProps {
  order: OrderDetail;
  staleAfterRefund?: readonly QueryKey[];
}

/** Opens the refund of an order, for users allowed to refund, while something of it is left to refund. */
export function RefundButton({ order, staleAfterRefund }: RefundButtonProps) {
  const { t } = useTranslation();
  const allowed = usePermission('money:order:refund');
  const [open, setOpen] = useState(false);
  if (!allowed || moneyCents(order.refundable ?? '0') <= 0) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('money.refund')}</Button>
      <RefundDialog
        order={open ? order : undefined}
        onClose={() => setOpen(false)}
        {...(staleAfterRefund ? { staleAfterRefund } : {})}
      />
    </>
  );
}
