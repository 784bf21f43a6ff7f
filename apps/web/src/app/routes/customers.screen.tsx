import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { PagedTable } from '../../components/list/paged-table';
import { useListState } from '../../components/list/use-list-state';
import { useCustomers } from '../../features/customer/api/list-customers';
import { CUSTOMER_CARD, useCustomerColumns } from '../../features/customer/components/customer-columns';
import { CustomerDrawer } from '../../features/customer/components/customer-drawer';
import { CustomerFilterBar } from '../../features/customer/components/customer-filters';
import type { CustomerDictionaries } from '../../features/customer/customer-dictionaries';
import {
  customerList,
  fromCustomerFilterForm,
  toCustomerFilterForm,
  toCustomerListFilters,
} from '../../features/customer/customer-list';
import { useScopedDictionary } from '../../lib/dictionary/use-scoped-dictionary';
import { STALE_AFTER_ADJUST } from '../live-stale-keys';

export function CustomersRoute() {
  const list = useListState(customerList);
  const filters = useMemo(() => toCustomerListFilters(list.filters, list.sort), [list.filters, list.sort]);
  const formValues = useMemo(() => toCustomerFilterForm(list.filters), [list.filters]);
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
      <CustomerFilterBar
        values={formValues}
        onSearch={(values) => list.setFilters(fromCustomerFilterForm(values))}
        onReset={() => list.setFilters({})}
        statuses={statuses}
      />
      <PagedTable query={customers} list={list} columns={columns} rowKey="id" card={CUSTOMER_CARD} />
      <CustomerDrawer
        customerId={openCustomerId}
        onClose={() => setOpenCustomerId(undefined)}
        dictionaries={dictionaries}
        staleAfterAdjust={STALE_AFTER_ADJUST}
      />
    </Card>
  );
}

export { CustomersRoute as Component };
