import { Card } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../../components/list/paged-table';
import { useFilteredList } from '../../components/list/use-filtered-list';
import { useCustomers } from '../../features/customer/api/list-customers';
import { CUSTOMER_CARD, useCustomerColumns } from '../../features/customer/components/customer-columns';
import { CustomerDrawer } from '../../features/customer/components/customer-drawer';
import { CustomerFilterBar } from '../../features/customer/components/customer-filters';
import type { CustomerDictionaries } from '../../features/customer/customer-dictionaries';
import { customerDefinition, toCustomerListFilters } from '../../features/customer/customer-list';
import { StartPortField } from '../../features/session/components/start-port-field';
import { StartSessionButton } from '../../features/session/components/start-session-button';
import { useScopedDictionary } from '../../lib/dictionary/use-scoped-dictionary';
import { STALE_AFTER_ADJUST, STALE_AFTER_STOP } from '../live-stale-keys';

export function CustomersRoute() {
  const { list, request: filters, filterBar } = useFilteredList(customerDefinition, toCustomerListFilters, undefined);
  const customers = useCustomers(filters, { page: list.page, size: list.size });

  const statuses = useScopedDictionary('user_status').data;
  const cardStatuses = useScopedDictionary('card_status').data;
  const orderStatuses = useScopedDictionary('order_status').data;
  const startModes = useScopedDictionary('order_start_mode').data;
  const journalTypes = useScopedDictionary('journal_type').data;
  const dictionaries: CustomerDictionaries = { statuses, cardStatuses, orderStatuses, startModes, journalTypes };

  const [openCustomerId, setOpenCustomerId] = useState<number>();
  const columns = useCustomerColumns(statuses, setOpenCustomerId);

  return (
    <Card>
      <CustomerFilterBar {...filterBar} statuses={statuses} />
      <PagedTable query={customers} list={list} columns={columns} rowKey="id" card={CUSTOMER_CARD} />
      <CustomerDrawer
        customerId={openCustomerId}
        onClose={() => setOpenCustomerId(undefined)}
        dictionaries={dictionaries}
        staleAfterAdjust={STALE_AFTER_ADJUST}
        extraActions={(customer) => (
          <StartSessionButton
            customer={{ id: customer.id, name: customer.name, account: customer.account }}
            portField={<StartPortField />}
            staleAfterStart={STALE_AFTER_STOP}
          />
        )}
      />
    </Card>
  );
}

export { CustomersRoute as Component };
