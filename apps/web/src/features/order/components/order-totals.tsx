import type { OrderListParams } from '@pcharging/api-client';
import { Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useOrderTotals } from '../api/get-order-totals';

/** The count and sums of every order the filters select (not only the page shown), each figure named. */
export function OrderTotals({ filters }: { filters: OrderListParams }) {
  const { t } = useTranslation();
  const format = useFormat();
  const totals = useOrderTotals(filters).data;
  if (!totals) return <Spin size="small" />;
  return (
    <Descriptions
      size="small"
      style={{ marginBottom: 12 }}
      title={t('money.totals.ordersTitle')}
      column={{ xs: 2, sm: 4, xl: 8 }}
      items={[
        { key: 'orders', label: t('money.totals.orders'), children: format.number(totals.orders, 0) },
        { key: 'energy', label: t('money.totals.energy'), children: format.number(totals.energy_kwh, 3) },
        { key: 'elect', label: t('money.totals.electFee'), children: format.money(totals.elect_fee) },
        { key: 'service', label: t('money.totals.serviceFee'), children: format.money(totals.service_fee) },
        { key: 'park', label: t('money.totals.parkFee'), children: format.money(totals.park_fee) },
        { key: 'gross', label: t('money.totals.gross'), children: format.money(totals.gross) },
        { key: 'refunded', label: t('money.totals.refunded'), children: format.money(totals.refunded) },
        { key: 'net', label: t('money.totals.net'), children: format.money(totals.net) },
      ]}
    />
  );
}
