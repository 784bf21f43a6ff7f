import type { AdjustmentRequest, AdjustmentRequestStatus } from '@pcharging/api-client';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FOLD_AT, narrowColumn } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';

/** The card a phone shows for a row, by this list's column keys. */
export const APPROVAL_CARD: CardLayout = {
  title: 'account',
  status: 'status',
  figures: ['amount', 'reason', 'requested_by', 'requested_at'],
};

const STATUS_COLOR: Readonly<Record<AdjustmentRequestStatus, string>> = {
  waiting: 'gold',
  approved: 'green',
  rejected: 'default',
};

export function useApprovalColumns(): ColumnsType<AdjustmentRequest> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    narrowColumn<AdjustmentRequest>(
      {
        key: 'account',
        title: t('money.account'),
        fixed: 'left',
        render: (_, request) => (
          <Link to={paths.customers.getHref({ keyword: request.account })}>{request.account}</Link>
        ),
      },
      FOLD_AT.name,
    ),
    {
      key: 'amount',
      title: t('money.amount'),
      align: 'right',
      render: (_, request) => (
        <Typography.Text type={request.direction === 'debit' ? 'danger' : 'success'}>
          {t(request.direction === 'debit' ? 'money.approval.debit' : 'money.approval.credit', {
            amount: format.money(request.amount),
          })}
        </Typography.Text>
      ),
    },
    { key: 'reason', title: t('money.approval.reason'), dataIndex: 'reason', ellipsis: true },
    { key: 'requested_by', title: t('money.approval.requestedBy'), dataIndex: 'requested_by' },
    narrowColumn<AdjustmentRequest>(
      {
        key: 'requested_at',
        title: t('money.approval.requestedAt'),
        render: (_, request) => format.dateTime(request.requested_at),
      },
      FOLD_AT.time,
    ),
    {
      key: 'status',
      title: t('money.approval.status'),
      render: (_, request) => (
        <Tag color={STATUS_COLOR[request.status]}>{t(`money.approval.status.${request.status}`)}</Tag>
      ),
    },
    {
      key: 'decided',
      title: t('money.approval.decidedBy'),
      hidden: true,
      render: (_, request) =>
        request.decided_by && request.decided_at
          ? `${request.decided_by}, ${format.dateTime(request.decided_at)}`
          : t('common.none'),
    },
  ];
}
