import type { OrderDetail } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import type { QueryKey } from '@tanstack/react-query';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { useMoneyRules } from '../../../components/money/use-money-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { ReasonField } from '../../../components/ui/reason-field';
import { useFormat } from '../../../lib/format';
import { type RefundInput, refundOrderMutationOptions } from '../api/refund-order';

interface RefundValues {
  amount: string;
  reason: string;
}

export interface RefundDialogProps {
  /** The paid order to refund; undefined closes the dialog. */
  order: OrderDetail | undefined;
  onClose: () => void;
  /** What else a refund makes stale (journal, customer, statistics): the app knows their keys. */
  staleAfterRefund?: readonly QueryKey[];
}

/** Gives part or all of what is left of a paid order back to the customer's balance, with the reason, confirmed. */
export function RefundDialog({ order, onClose, staleAfterRefund = [] }: RefundDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [form] = Form.useForm<RefundValues>();
  const refundable = order?.refundable ?? '0.00';
  const amountTitle = t('money.refund.amount');
  const amountRules = useMoneyRules(amountTitle, {
    positive: true,
    max: { amount: refundable, text: format.money(refundable) },
  });
  const refund = useAction<RefundInput, OrderDetail>({
    kind: 'refund',
    confirmContent: ({ amount }) =>
      t('money.refund.confirm', { amount: format.money(amount), orderNo: order?.order_no, account: order?.account }),
    mutation: refundOrderMutationOptions(staleAfterRefund),
    onSuccess: onClose,
    onError: (error) => applyFieldErrors(form, error),
  });
  return (
    <FormDialog<RefundValues>
      open={order !== undefined}
      title={t('money.refund.title', { orderNo: order?.order_no ?? '' })}
      okText={t('money.refund')}
      form={form}
      name="order-refund"
      initialValues={{ amount: refundable, reason: '' }}
      pending={refund.pending}
      onSubmit={(values) => {
        if (order) refund.trigger({ id: order.id, amount: values.amount.trim(), reason: values.reason.trim() });
      }}
      onCancel={onClose}
      header={
        order ? (
          <Typography.Paragraph>
            {t('money.refund.summary', {
              total: format.money(order.total_fee),
              refunded: format.money(order.refunded),
              refundable: format.money(order.refundable),
            })}
          </Typography.Paragraph>
        ) : null
      }
    >
      <Form.Item
        name="amount"
        label={amountTitle}
        rules={amountRules}
        extra={t('money.refund.amountHint', { max: format.money(refundable) })}
      >
        <Input inputMode="decimal" suffix={format.network.currency} />
      </Form.Item>
      <ReasonField
        name="reason"
        label={t('money.refund.reason')}
        extra={t('money.refund.reasonHint')}
        maxLength={fieldLimits.OrderRefundParams.reason.maxLength}
      />
    </FormDialog>
  );
}
