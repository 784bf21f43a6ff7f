import type { OperationLogEntry } from '@pcharging/api-client';
import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { RowAction } from '../../../components/ui/row-action';
import { useOperationLogs } from '../../../features/system/api/list-operation-logs';
import { LOG_CARD, useLogColumns } from '../../../features/system/components/log-columns';
import { LogDrawer } from '../../../features/system/components/log-drawer';
import { LogFilters } from '../../../features/system/components/log-filters';
import { logDefinition, toLogListFilters } from '../../../features/system/log-list';
import { useNetwork } from '../../../lib/use-session';

export function OperationLogRoute() {
  const { t } = useTranslation();
  const { timeZone } = useNetwork();
  const {
    list,
    request: filters,
    filterBar,
  } = useFilteredList(logDefinition, (values, _sort, zone) => toLogListFilters(values, zone), timeZone);
  const logs = useOperationLogs(filters, { page: list.page, size: list.size });
  const [open, setOpen] = useState<OperationLogEntry>();
  const columns: ColumnsType<OperationLogEntry> = [
    ...useLogColumns(),
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, entry) => <RowAction onClick={() => setOpen(entry)}>{t('system.log.params')}</RowAction>,
    },
  ];

  return (
    <Card>
      <LogFilters {...filterBar} />
      <PagedTable query={logs} list={list} columns={columns} rowKey="id" card={LOG_CARD} />
      <LogDrawer entry={open} onClose={() => setOpen(undefined)} />
    </Card>
  );
}

export { OperationLogRoute as Component };
