import type { AdjustmentRequest } from '@pcharging/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { RowAction } from '../../../components/ui/row-action';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { approveAdjustmentRequestMutationOptions } from '../api/approve-adjustment-request';
import { rejectAdjustmentRequestMutationOptions } from '../api/reject-adjustment-request';

export interface DecideActionsProps {
  request: AdjustmentRequest;
  /** What else an approval makes stale (the journal, the customers): the app knows its keys. */
  staleAfterApprove?: readonly QueryKey[];
}

/** Approve or reject a waiting request, confirmed; its requester is never offered their own (the server refuses). */
export function DecideActions({ request, staleAfterApprove = [] }: DecideActionsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const username = useSession().user?.username;
  const figures = {
    amount: format.money(request.amount),
    account: request.account,
    requester: request.requested_by,
  };
  const approve = useAction<number, AdjustmentRequest>({
    kind: 'audit',
    confirmContent: t(
      request.direction === 'debit' ? 'money.approval.approve.debit' : 'money.approval.approve.credit',
      figures,
    ),
    mutation: approveAdjustmentRequestMutationOptions(staleAfterApprove),
    successText: () => t('money.approval.approved'),
  });
  const reject = useAction<number, AdjustmentRequest>({
    kind: 'audit',
    confirmContent: t('money.approval.reject.confirm', figures),
    mutation: rejectAdjustmentRequestMutationOptions(),
    successText: () => t('money.approval.rejected'),
  });
  if (request.status !== 'waiting' || request.requested_by === username) return null;
  return (
    <Space size="middle">
      <RowAction onClick={() => approve.trigger(request.id)}>{t('money.approval.approve')}</RowAction>
      <RowAction danger onClick={() => reject.trigger(request.id)}>
        {t('money.approval.reject')}
      </RowAction>
    </Space>
  );
}
