import type { CustomerDetail } from '@pcharging/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/permission/use-permission';
import { AdjustBalanceDialog } from './adjust-balance-dialog';

export interface AdjustBalanceButtonProps {
  customer: Pick<CustomerDetail, 'id' | 'account' | 'balance'>;
  staleAfterAdjust?: readonly QueryKey[];
}

/** Opens a balance adjustment, for users allowed to adjust balances. */
export function AdjustBalanceButton({ customer, staleAfterAdjust }: AdjustBalanceButtonProps) {
  const { t } = useTranslation();
  const allowed = usePermission('money:journal:adjust');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('customer.adjust')}</Button>
      <AdjustBalanceDialog
        customer={open ? customer : undefined}
        onClose={() => setOpen(false)}
        {...(staleAfterAdjust ? { staleAfterAdjust } : {})}
      />
    </>
  );
}
