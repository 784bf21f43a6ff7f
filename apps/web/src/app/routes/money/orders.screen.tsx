import { Card } from 'antd';
import { useState } from 'react';
import { Capable } from '../../../components/capability/capable';
import { ExportButton } from '../../../components/list/export-button';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { downloadOrders } from '../../../features/order/api/export-orders';
import { useOrders } from '../../../features/order/api/list-orders';
import { ORDER_CARD, useOrderColumns } from '../../../features/order/components/order-columns';
import { OrderDrawer } from '../../../features/order/components/order-drawer';
import { OrderFilters } from '../../../features/order/components/order-filters';
import { OrderTotals } from '../../../features/order/components/order-totals';
import type { OrderDictionaries } from '../../../features/order/order-dictionaries';
import { orderDefinition, toOrderListFilters } from '../../../features/order/order-list';
import { useStationSearch } from '../../../features/station/api/list-station-options';
import { useCapability } from '../../../lib/capabilities';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';
import { useNetwork } from '../../../lib/use-session';
import { STALE_AFTER_REFUND } from '../../live-stale-keys';

export function OrdersRoute() {
  const { timeZone } = useNetwork();
  const refunds = useCapability('money-corrections');
  const peopleSearch = useCapability('people-search');
  const {
    list,
    request: filters,
    filterBar,
  } = useFilteredList(orderDefinition, toOrderListFilters, { timeZone, refunds, peopleSearch });
  const orders = useOrders(filters, { page: list.page, size: list.size });

  const stationSearch = useStationSearch();
  const startModes = useScopedDictionary('order_start_mode').data;
  const statuses = useScopedDictionary('order_status').data;
  const journalTypes = useScopedDictionary('journal_type').data;
  const dictionaries: OrderDictionaries = { startModes, statuses, journalTypes };

  const [openOrderId, setOpenOrderId] = useState<number>();
  const columns = useOrderColumns(dictionaries, setOpenOrderId);

  return (
    <Card>
      <OrderFilters
        {...filterBar}
        {...stationSearch}
        dictionaries={dictionaries}
        extra={<ExportButton permission="money:order:export" download={() => downloadOrders(filters)} />}
      />
      <Capable name="list-totals">
        <OrderTotals filters={filters} />
      </Capable>
      <PagedTable query={orders} list={list} columns={columns} rowKey="id" card={ORDER_CARD} />
      <OrderDrawer
        orderId={openOrderId}
        onClose={() => setOpenOrderId(undefined)}
        dictionaries={dictionaries}
        staleAfterRefund={STALE_AFTER_REFUND}
      />
    </Card>
  );
}

export { OrdersRoute as Component };
