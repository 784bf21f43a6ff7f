import { type CustomerDetail, type CustomerRow, setCustomerStatus } from '@pcharging/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { api } from '../../../lib/api';
import { customerKeys } from '../api/keys';
import { CustomerStatus } from '../customer-status';

type Customer = Pick<CustomerRow, 'id' | 'account'>;

function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
}

export function useDisableCustomer() {
  const { t } = useTranslation();
  const refresh = useRefreshCustomers();
  return useAction<Customer, CustomerDetail>({
    kind: 'disable',
    confirmContent: (customer) => t('customer.disable.confirm', { account: customer.account }),
    run: (customer) => setCustomerStatus(api, customer.id, CustomerStatus.Disabled),
    onSuccess: refresh,
  });
}

export function useEnableCustomer() {
  const { t } = useTranslation();
  const refresh = useRefreshCustomers();
  return useAction<Customer, CustomerDetail>({
    kind: 'enable',
    confirmContent: (customer) => t('customer.enable.confirm', { account: customer.account }),
    run: (customer) => setCustomerStatus(api, customer.id, CustomerStatus.Enabled),
    onSuccess: refresh,
  });
}
