import type { OrderDetail } from '@pcharging/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyCents } from '../../../components/money/money-cents';
import { PermittedButton } from '../../../components/permission/permitted-button';
import { RefundDialog } from './refund-dialog';

export interface RefundButtonProps {
  order: OrderDetail;
  staleAfterRefund?: readonly QueryKey[];
}

const REFUND_PERMISSION = 'money:order:refund';

/**
 * Opens the refund of an order while something of it is left to refund. Someone whose role may not refund sees it
 * disabled, saying which permission refunds need, rather than looking for it in vain.
 */
export function RefundButton({ order, staleAfterRefund }: RefundButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (moneyCents(order.refundable ?? '0') <= 0) return null;
  return (
    <>
      <PermittedButton
        permission={REFUND_PERMISSION}
        deniedText={t('money.refund.notAllowed', { permission: REFUND_PERMISSION })}
        onClick={() => setOpen(true)}
      >
        {t('money.refund')}
      </PermittedButton>
      <RefundDialog
        order={open ? order : undefined}
        onClose={() => setOpen(false)}
        {...(staleAfterRefund ? { staleAfterRefund } : {})}
      />
    </>
  );
}
