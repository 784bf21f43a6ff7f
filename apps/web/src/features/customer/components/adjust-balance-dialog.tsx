import { type CustomerDetail, ErrorCode, isApiError, type JournalRow } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import type { QueryKey } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { useMoneyRules } from '../../../components/money/use-money-rules';
import { useFieldRules } from '../../../components/ui/field-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { ReasonField } from '../../../components/ui/reason-field';
import { errorText } from '../../../lib/api';
import { useCapability } from '../../../lib/capabilities';
import { useFormat } from '../../../lib/format';
import {
  type AdjustDirection,
  adjustCustomerBalanceMutationOptions,
  type BalanceAdjustment,
} from '../api/adjust-customer-balance';
import {
  type AdjustmentRequestAnswer,
  requestBalanceAdjustmentMutationOptions,
} from '../api/request-balance-adjustment';

interface AdjustValues {
  direction: AdjustDirection;
  amount: string;
  reason: string;
}

export interface AdjustBalanceDialogProps {
  /** The customer whose balance moves; undefined closes the dialog. */
  customer: Pick<CustomerDetail, 'id' | 'account' | 'balance'> | undefined;
  onClose: () => void;
  /** What else an adjustment makes stale (the journal): the app knows its keys. */
  staleAfterAdjust?: readonly QueryKey[];
}

/** The amount field: a debit may not take more than the balance, here as on the server. */
function AmountField({ balance }: { balance: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const direction = Form.useWatch<AdjustDirection | undefined>('direction');
  const debit = direction === 'debit';
  const title = t('customer.adjust.amount');
  const rules = useMoneyRules(title, {
    positive: true,
    max: (form) =>
      form.getFieldValue('direction') === 'debit' ? { amount: balance, text: format.money(balance) } : undefined,
  });
  return (
    <Form.Item
      name="amount"
      label={title}
      rules={rules}
      dependencies={['direction']}
      extra={debit ? t('customer.adjust.debitHint', { balance: format.money(balance) }) : undefined}
    >
      <Input inputMode="decimal" suffix={format.network.currency} />
    </Form.Item>
  );
}

/** An adjustment the server refused as above the adjuster's ceiling, and why. */
interface AboveCeiling {
  adjustment: BalanceAdjustment;
  reason: string;
}

const isAboveCeiling = (error: unknown) => isApiError(error) && Number(error.code) === ErrorCode.InvalidState;

/**
 * Credits or debits a customer's balance by hand, with the reason, confirmed; the journal keeps it as an adjustment.
 * Above the adjuster's ceiling, where the backend offers money corrections, the same adjustment can be sent to wait
 * for a second person's approval.
 */
export function AdjustBalanceDialog({ customer, onClose, staleAfterAdjust = [] }: AdjustBalanceDialogProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const format = useFormat();
  const [form] = Form.useForm<AdjustValues>();
  const approvals = useCapability('money-corrections');
  const [aboveCeiling, setAboveCeiling] = useState<AboveCeiling>();
  const close = () => {
    setAboveCeiling(undefined);
    onClose();
  };
  const confirmText = ({ direction, amount }: BalanceAdjustment) =>
    t(direction === 'debit' ? 'customer.adjust.confirm.debit' : 'customer.adjust.confirm.credit', {
      amount: format.money(amount),
      account: customer?.account,
    });
  const sendForApproval = useAction<BalanceAdjustment, AdjustmentRequestAnswer>({
    kind: 'submit',
    confirmContent: ({ direction, amount }) =>
      t(direction === 'debit' ? 'customer.adjust.approval.confirm.debit' : 'customer.adjust.approval.confirm.credit', {
        amount: format.money(amount),
        account: customer?.account,
      }),
    mutation: requestBalanceAdjustmentMutationOptions(),
    successText: () => t('customer.adjust.approval.sent'),
    onSuccess: close,
  });
  const adjust = useAction<BalanceAdjustment, JournalRow>({
    kind: 'adjust',
    confirmContent: confirmText,
    mutation: adjustCustomerBalanceMutationOptions(staleAfterAdjust),
    onSuccess: close,
    onError: (error, adjustment) => {
      if (approvals && isAboveCeiling(error)) {
        setAboveCeiling({ adjustment, reason: errorText(error) ?? '' });
        return true;
      }
      return applyFieldErrors(form, error);
    },
  });
  const directionTitle = t('customer.adjust.direction');
  return (
    <FormDialog<AdjustValues>
      open={customer !== undefined}
      title={t('customer.adjust.title', { account: customer?.account ?? '' })}
      okText={t('customer.adjust')}
      form={form}
      name="balance-adjust"
      initialValues={{ direction: 'credit', amount: '', reason: '' }}
      pending={adjust.pending}
      onSubmit={(values) => {
        if (!customer) return;
        setAboveCeiling(undefined);
        adjust.trigger({
          customer_id: customer.id,
          direction: values.direction,
          amount: values.amount.trim(),
          reason: values.reason.trim(),
        });
      }}
      onCancel={close}
      footnote={
        aboveCeiling ? (
          <Alert
            type="warning"
            showIcon
            title={aboveCeiling.reason}
            description={t('customer.adjust.approval.hint')}
            action={
              <Button
                loading={sendForApproval.pending}
                onClick={() => sendForApproval.trigger(aboveCeiling.adjustment)}
              >
                {t('customer.adjust.approval.send')}
              </Button>
            }
          />
        ) : null
      }
      header={
        customer ? (
          <Typography.Paragraph>
            {t('customer.adjust.balance', { balance: format.money(customer.balance) })}
          </Typography.Paragraph>
        ) : null
      }
    >
      <Form.Item name="direction" label={directionTitle} rules={[rules.selected(directionTitle)]}>
        <Radio.Group
          options={[
            { value: 'credit', label: t('customer.adjust.credit') },
            { value: 'debit', label: t('customer.adjust.debit') },
          ]}
        />
      </Form.Item>
      {customer ? <AmountField balance={customer.balance} /> : null}
      <ReasonField
        name="reason"
        label={t('customer.adjust.reason')}
        extra={t('customer.adjust.reasonHint')}
        maxLength={fieldLimits.OrderRefundParams.reason.maxLength}
      />
    </FormDialog>
  );
}
