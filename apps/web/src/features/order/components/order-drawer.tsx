import type { OrderDetail } from '@pcharging/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { JournalEntriesTable } from '../../../components/money/journal-entries-table';
import { OrderStatusTag } from '../../../components/money/order-status-tag';
import { PriceLinesTable } from '../../../components/money/price-lines-table';
import { useCapabilities } from '../../../lib/capabilities';
import type { TextKey, Translate } from '../../../lib/catalogue-types';
import { useFormat } from '../../../lib/format';
import { useOrder } from '../api/get-order';
import type { OrderDictionaries } from '../order-dictionaries';
import { portLabel } from './order-columns';
import { RefundButton } from './refund-button';

const END_KIND_KEYS: Readonly<Record<NonNullable<OrderDetail['end_kind']>, TextKey>> = {
  car: 'money.order.endKind.car',
  remote: 'money.order.endKind.remote',
  forced: 'money.order.endKind.forced',
  charger: 'money.order.endKind.charger',
};

/** How the session ended, and by whom and why when an operator ended it. */
function endedBy(t: Translate, order: OrderDetail): string {
  if (!order.end_kind) return '';
  const kind = t(END_KIND_KEYS[order.end_kind]);
  return order.stopped_by ? `${kind} · ${order.stopped_by} · ${order.stop_reason}` : kind;
}

function OrderSummary({ order, dictionaries }: { order: OrderDetail; dictionaries: OrderDictionaries }) {
  const { t } = useTranslation();
  const format = useFormat();
  const offered = useCapabilities();
  const none = t('common.none');
  const refunded = offered.has('money-corrections')
    ? [
        {
          key: 'refunded',
          label: <Capable name="money-corrections">{t('money.order.refunded')}</Capable>,
          children: format.money(order.refunded),
        },
      ]
    : [];
  const ended = offered.has('sessions')
    ? [
        {
          key: 'end_kind',
          label: <Capable name="sessions">{t('money.order.endedBy')}</Capable>,
          children: endedBy(t, order),
          span: 2,
        },
      ]
    : [];
  const items = [
    { key: 'order_no', label: t('money.orderNo'), children: <CopyText value={order.order_no} /> },
    {
      key: 'status',
      label: t('money.order.status'),
      children: <OrderStatusTag order={order} statuses={dictionaries.statuses} />,
    },
    { key: 'customer', label: t('money.order.customer'), children: `${order.customer_name} (${order.account})` },
    { key: 'station', label: t('money.order.station'), children: `${order.station_name} (${order.station_code})` },
    { key: 'charger', label: t('money.order.charger'), children: `${order.pile_name} (${order.pile_serial})` },
    { key: 'port', label: t('money.order.port'), children: portLabel(order) },
    { key: 'card', label: t('money.order.card'), children: order.card_no ?? none },
    {
      key: 'start_mode',
      label: t('money.order.startMode'),
      children: <DictionaryTag entries={dictionaries.startModes} id={order.start_mode} />,
    },
    { key: 'started_at', label: t('money.order.startedAt'), children: format.dateTime(order.started_at) },
    { key: 'ended_at', label: t('money.order.endedAt'), children: format.dateTime(order.ended_at) },
    { key: 'minutes', label: t('money.order.minutes'), children: format.number(order.duration_minutes) },
    { key: 'idle', label: t('money.order.idleMinutes'), children: format.number(order.idle_minutes) },
    { key: 'free', label: t('money.order.freeParkMinutes'), children: format.number(order.free_park_minutes) },
    { key: 'energy', label: t('money.order.energy'), children: format.number(order.energy_kwh, 3) },
    { key: 'paid_at', label: t('money.order.paidAt'), children: format.dateTime(order.paid_at) },
    ...refunded,
    ...ended,
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />;
}

export interface OrderDrawerProps {
  /** The order shown; undefined closes the drawer. */
  orderId: number | undefined;
  onClose: () => void;
  dictionaries: OrderDictionaries;
  /** What else a refund makes stale (journal, customer, statistics): the app knows their keys. */
  staleAfterRefund?: readonly QueryKey[];
}

/** One order: who charged where, its bill line by line and the money movements it caused (payment, refunds). */
export function OrderDrawer({ orderId, onClose, dictionaries, staleAfterRefund }: OrderDrawerProps) {
  const { t } = useTranslation();
  const { data: order, isPending, isError, refetch } = useOrder(orderId);
  const body = () => {
    if (orderId === undefined) return null;
    if (isError) {
      return (
        <Result
          status="warning"
          title={t('money.order.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    if (isPending) return <Skeleton active />;
    return (
      <>
        <OrderSummary order={order} dictionaries={dictionaries} />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('money.order.bill')}
        </Typography.Title>
        <PriceLinesTable lines={order.price_lines} total={order.total_fee} />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('money.order.journal')}
        </Typography.Title>
        <JournalEntriesTable entries={order.journal} journalTypes={dictionaries.journalTypes} />
      </>
    );
  };
  return (
    <Drawer
      open={orderId !== undefined}
      onClose={onClose}
      size="large"
      title={order ? t('money.order.detailTitle', { orderNo: order.order_no }) : t('common.list.details')}
      extra={
        order ? (
          <Capable name="money-corrections">
            <RefundButton order={order} {...(staleAfterRefund ? { staleAfterRefund } : {})} />
          </Capable>
        ) : null
      }
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
