import type { CustomerRow } from '@pcharging/api-client';
import { AccountStatus } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/permission/use-permission';
import { RowAction } from '../../../components/ui/row-action';
import { useDisableCustomer, useEnableCustomer } from '../hooks/use-customer-status';

/** Disable an enabled customer or enable a disabled one, for users allowed to change the status. */
export function CustomerStatusAction({ customer }: { customer: Pick<CustomerRow, 'id' | 'account' | 'status'> }) {
  const { t } = useTranslation();
  const allowed = usePermission('customer:customer:status');
  const disable = useDisableCustomer();
  const enable = useEnableCustomer();
  if (!allowed) return null;
  return customer.status === AccountStatus.Enabled ? (
    <RowAction danger onClick={() => disable.trigger(customer)}>
      {t('customer.disable')}
    </RowAction>
  ) : (
    <RowAction onClick={() => enable.trigger(customer)}>{t('customer.enable')}</RowAction>
  );
}
