import type { CustomerDetail, CustomerRow } from '@pcharging/api-client';
import { AccountStatus } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { setCustomerStatusMutationOptions } from '../api/set-customer-status';

type Customer = Pick<CustomerRow, 'id' | 'account'>;

export function useDisableCustomer() {
  const { t } = useTranslation();
  return useAction<Customer, CustomerDetail>({
    kind: 'disable',
    confirmContent: (customer) => t('customer.disable.confirm', { account: customer.account }),
    mutation: setCustomerStatusMutationOptions(AccountStatus.Disabled),
  });
}

export function useEnableCustomer() {
  const { t } = useTranslation();
  return useAction<Customer, CustomerDetail>({
    kind: 'enable',
    confirmContent: (customer) => t('customer.enable.confirm', { account: customer.account }),
    mutation: setCustomerStatusMutationOptions(AccountStatus.Enabled),
  });
}
