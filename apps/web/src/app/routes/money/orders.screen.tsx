import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { ExportButton } from '../../../components/list/export-button';
import { PagedTable } from '../../../components/list/paged-table';
import { useListState } from '../../../components/list/use-list-state';
import { downloadOrders } from '../../../features/order/api/export-orders';
import { useOrders } from '../../../features/order/api/list-orders';
import { ORDER_CARD, useOrderColumns } from '../../../features/order/components/order-columns';
import { OrderDrawer } from '../../../features/order/components/order-drawer';
import { OrderFilters } from '../../../features/order/components/order-filters';
import type { OrderDictionaries } from '../../../features/order/order-dictionaries';
import {
  fromOrderFilterForm,
  orderList,
  toOrderFilterForm,
  toOrderListFilters,
} from '../../../features/order/order-list';
import { useStationOptions } from '../../../features/station/api/list-station-options';
import { useCapability } from '../../../lib/capabilities';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';
import { useNetwork } from '../../../lib/use-session';
import { STALE_AFTER_REFUND } from '../../live-stale-keys';

export function OrdersRoute() {
  const list = useListState(orderList);
  const { timeZone } = useNetwork();
  const refunds = useCapability('money-corrections');
  const peopleSearch = useCapability('people-search');
  const filters = useMemo(
    () => toOrderListFilters(list.filters, list.sort, timeZone, { refunds, peopleSearch }),
    [list.filters, list.sort, timeZone, refunds, peopleSearch],
  );
  const formValues = useMemo(() => toOrderFilterForm(list.filters), [list.filters]);
  const orders = useOrders(filters, { page: list.page, size: list.size });

  const [stationSearch, setStationSearch] = useState('');
  const stations = useStationOptions(stationSearch);
  const startModes = useScopedDictionary('order_start_mode').data;
  const statuses = useScopedDictionary('order_status').data;
  const journalTypes = useScopedDictionary('journal_type').data;
  const dictionaries: OrderDictionaries = { startModes, statuses, journalTypes };

  const [openOrderId, setOpenOrderId] = useState<number>();
  const columns = useOrderColumns(dictionaries, setOpenOrderId);

  return (
    <Card>
      <OrderFilters
        values={formValues}
        onSearch={(values) => list.setFilters(fromOrderFilterForm(values))}
        onReset={() => list.setFilters({})}
        dictionaries={dictionaries}
        stations={stations.data ?? []}
        stationsLoading={stations.isFetching}
        onStationSearch={setStationSearch}
        extra={<ExportButton permission="money:order:export" download={() => downloadOrders(filters)} />}
      />
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
