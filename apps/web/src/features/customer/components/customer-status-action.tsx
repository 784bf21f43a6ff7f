import type { CustomerRow } from '@pcharging/api-client';
import { AccountStatus } from '@pcharging/api-client';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/permission/use-permission';
import { useDisableCustomer, useEnableCustomer } from '../hooks/use-customer-status';

/** Disable an enabled customer or enable a disabled one, for users allowed to change the status. */
export function CustomerStatusAction({ customer }: { customer: Pick<CustomerRow, 'id' | 'account' | 'status'> }) {
  const { t } = useTranslation();
  const allowed = usePermission('customer:customer:status');
  const disable = useDisableCustomer();
  const enable = useEnableCustomer();
  if (!allowed) return null;
  return customer.status === AccountStatus.Enabled ? (
    <Typography.Link type="danger" onClick={() => disable.trigger(customer)}>
      {t('customer.disable')}
    </Typography.Link>
  ) : (
    <Typography.Link onClick={() => enable.trigger(customer)}>{t('customer.enable')}</Typography.Link>
  );
}
