import type { DictionaryEntry, OrderRefundState } from '@pcharging/api-client';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../lib/catalogue-types';
import { Capable } from '../capability/capable';
import { DictionaryTag } from '../list/dictionary-cell';

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
  order: { status: number; refund_state?: OrderRefundState };
  statuses: readonly DictionaryEntry[] | undefined;
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
