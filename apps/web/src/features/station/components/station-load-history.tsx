import type { LoadHistoryEntry } from '@pcharging/api-client';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { figureColumn } from '../../../components/list/figure-column';
import type { ListConfig } from '../../../components/list/list-params';
import { PagedTable } from '../../../components/list/paged-table';
import { useListState } from '../../../components/list/use-list-state';
import { useFormat } from '../../../lib/format';
import { useLoadHistory } from '../api/list-load-history';

// The history has no filters; its page lives in the URL like every list's.
const historyList: ListConfig<Record<string, never>> = { filters: {}, defaultPageSize: 10 };

/** The load-balancing changes of the station, newest first. */
export function StationLoadHistory({ stationId }: { stationId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListState(historyList);
  const history = useLoadHistory(stationId, { page: list.page, size: list.size });
  const columns: ColumnsType<LoadHistoryEntry> = [
    { key: 'changed_at', title: t('station.load.changedAt'), render: (_, row) => format.dateTime(row.changed_at) },
    figureColumn('upper_limit', t('station.load.upperLimit'), (row) =>
      t('station.unit.kilowatts', { value: format.number(row.upper_limit) }),
    ),
    figureColumn('period', t('station.load.period'), (row) =>
      t('station.unit.minutes', { value: format.number(row.period) }),
    ),
    { key: 'changed_by', title: t('station.load.changedBy'), dataIndex: 'changed_by' },
  ];
  return <PagedTable query={history} list={{ ...list, sort: undefined }} columns={columns} rowKey="id" />;
}
