import type { OrderRow } from '@pcharging/api-client';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import type { TextKey } from '../../../lib/catalogue-types';
import type { OrderDictionaries } from '../order-dictionaries';

const REFUNDED: Readonly<Record<'partial' | 'full', { key: TextKey; color: string }>> = {
  partial: { key: 'money.order.refundState.partial', color: 'warning' },
  full: { key: 'money.order.refundState.full', color: 'default' },
};

/**
 * An order's status as a reader takes it: Paid, or Partly refunded / Refunded once money went back, on a backend
 * that offers money corrections (elsewhere the status alone).
 */
export function OrderStatusTag({
  order,
  statuses,
}: {
  order: Pick<OrderRow, 'status' | 'refund_state'>;
  statuses: OrderDictionaries['statuses'];
}) {
  const { t } = useTranslation();
  const status = <DictionaryTag entries={statuses} id={order.status} />;
  if (order.refund_state === undefined || order.refund_state === 'none') return status;
  const refunded = REFUNDED[order.refund_state];
  return (
    <Capable name="money-corrections" fallback={status}>
      <Tag color={refunded.color}>{t(refunded.key)}</Tag>
    </Capable>
  );
}
