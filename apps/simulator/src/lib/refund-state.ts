import type { components } from '@pcharging/api-client';
import type { Locale } from '@pcharging/validation';

type OrderRefundState = components['schemas']['OrderRefundState'];

/** Nothing, part or all of the order's total given back. */
export function refundState(order: { refundedCents: number; totalCents: number }): OrderRefundState {
  if (order.refundedCents <= 0) return 'none';
  return order.refundedCents < order.totalCents ? 'partial' : 'full';
}

/** How a sheet names the refund state; an order with nothing refunded is named by its status alone. */
export const REFUND_STATE_NAMES: Record<Locale, { heading: string } & Record<OrderRefundState, string>> = {
  en: { heading: 'Refund', none: '', partial: 'Partly refunded', full: 'Refunded' },
  fr: { heading: 'Remboursement', none: '', partial: 'Remboursée en partie', full: 'Remboursée' },
  'zh-cn': { heading: '退款', none: '', partial: '部分退款', full: '已退款' },
};
