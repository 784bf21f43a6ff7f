import type { OperationLogEntry, User } from '@pcharging/api-client';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WIDE_TABLE } from '../../../components/list/wide-table';
import { usePermission } from '../../../components/permission/use-permission';
import { paths } from '../../../config/paths';
import { useOperationLogs } from '../api/list-operation-logs';
import { useLogColumns } from './log-columns';
import { LogParams } from './log-params';

const RECENT = { page: 1, size: 10 } as const;

/** The user's latest recorded operations, for those who may read the log. */
export function UserRecentOperations({ user }: { user: User }) {
  const { t } = useTranslation();
  const mayRead = usePermission('system:log:list');
  const logs = useOperationLogs({ user_id: user.id }, RECENT, mayRead);
  const columns = useLogColumns(false);
  if (!mayRead) return null;
  return (
    <Card
      title={t('system.user.recentOperations')}
      extra={
        <Link to={`${paths.system.log.getHref()}?${new URLSearchParams({ username: user.username })}`}>
          {t('system.user.allOperations')}
        </Link>
      }
    >
      <Table<OperationLogEntry>
        size="small"
        rowKey="id"
        pagination={false}
        loading={logs.isFetching}
        columns={columns}
        dataSource={logs.data?.items ?? []}
        expandable={{ expandedRowRender: (entry) => <LogParams entry={entry} /> }}
        {...WIDE_TABLE}
      />
    </Card>
  );
}
