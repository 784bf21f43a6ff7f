import type { OperationLogEntry } from '@pcharging/api-client';
import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/list/paged-table';
import { useListState } from '../../../components/list/use-list-state';
import { useOperationLogs } from '../../../features/system/api/list-operation-logs';
import { LOG_CARD, useLogColumns } from '../../../features/system/components/log-columns';
import { LogDrawer } from '../../../features/system/components/log-drawer';
import { LogFilters } from '../../../features/system/components/log-filters';
import { fromLogFilterForm, logList, toLogFilterForm, toLogListFilters } from '../../../features/system/log-list';
import { useNetwork } from '../../../lib/use-session';

export function OperationLogRoute() {
  const { t } = useTranslation();
  const list = useListState(logList);
  const { timeZone } = useNetwork();
  const filters = useMemo(() => toLogListFilters(list.filters, timeZone), [list.filters, timeZone]);
  const formValues = useMemo(() => toLogFilterForm(list.filters), [list.filters]);
  const logs = useOperationLogs(filters, { page: list.page, size: list.size });
  const [open, setOpen] = useState<OperationLogEntry>();
  const columns: ColumnsType<OperationLogEntry> = [
    ...useLogColumns(),
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, entry) => <Typography.Link onClick={() => setOpen(entry)}>{t('system.log.params')}</Typography.Link>,
    },
  ];

  return (
    <Card>
      <LogFilters
        values={formValues}
        onSearch={(values) => list.setFilters(fromLogFilterForm(values))}
        onReset={() => list.setFilters({})}
      />
      <PagedTable query={logs} list={list} columns={columns} rowKey="id" card={LOG_CARD} />
      <LogDrawer entry={open} onClose={() => setOpen(undefined)} />
    </Card>
  );
}

export { OperationLogRoute as Component };
