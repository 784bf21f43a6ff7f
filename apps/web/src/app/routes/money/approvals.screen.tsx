import type { AdjustmentRequest } from '@pcharging/api-client';
import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { useAdjustmentRequests } from '../../../features/approval/api/list-adjustment-requests';
import { approvalDefinition, toApprovalListFilters } from '../../../features/approval/approval-list';
import { APPROVAL_CARD, useApprovalColumns } from '../../../features/approval/components/approval-columns';
import { ApprovalFilters } from '../../../features/approval/components/approval-filters';
import { DecideActions } from '../../../features/approval/components/decide-actions';
import { customerKeys } from '../../../features/customer/api/keys';
import { STALE_AFTER_ADJUST } from '../../live-stale-keys';

/** An approval moves a customer's balance: their page and the journal are stale. */
const STALE_AFTER_APPROVE = [...STALE_AFTER_ADJUST, customerKeys.all];

/** Balance adjustments above their requester's ceiling, waiting first, for a second person to approve or reject. */
export function ApprovalsRoute() {
  const { t } = useTranslation();
  const { list, request: filters, filterBar } = useFilteredList(approvalDefinition, toApprovalListFilters, undefined);
  const requests = useAdjustmentRequests(filters, { page: list.page, size: list.size });
  const columns: ColumnsType<AdjustmentRequest> = [
    ...useApprovalColumns(),
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, request) => <DecideActions request={request} staleAfterApprove={STALE_AFTER_APPROVE} />,
    },
  ];

  return (
    <Card>
      <ApprovalFilters {...filterBar} />
      <PagedTable query={requests} list={list} columns={columns} rowKey="id" card={APPROVAL_CARD} />
    </Card>
  );
}

export { ApprovalsRoute as Component };
