import { Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart/chart';
import { useCapability } from '../../../lib/capabilities';
import type { Translate } from '../../../lib/catalogue-types';
import { type StationIncomeFigures, topStationsOption } from '../chart-data';
import { useFormatters } from '../hooks/use-formatters';
import { ChartCard } from './chart-card';
import { figureColumns } from './figure-columns';

export function stationColumns(t: Translate): TableColumnsType<StationIncomeFigures> {
  return [
    {
      key: 'station',
      title: t('statistics.column.station'),
      render: (_, row) => (
        <>
          {row.station_name} <Typography.Text type="secondary">{row.station_code}</Typography.Text>
        </>
      ),
    },
    { key: 'city', title: t('statistics.column.city'), dataIndex: 'city' },
  ];
}

export function TopStationsCard({ stations, empty }: { stations: readonly StationIncomeFigures[]; empty: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const withRefunds = useCapability('money-corrections');
  const option = useMemo(() => topStationsOption(stations, t, format), [stations, t, format]);
  const columns: TableColumnsType<StationIncomeFigures> = [
    { key: 'rank', title: t('statistics.column.rank'), width: 48, render: (_, _row, index) => index + 1 },
    ...stationColumns(t),
    ...figureColumns<StationIncomeFigures>(t, format, { withRefunds }),
  ];
  const title = t('statistics.top.title');
  return (
    <ChartCard
      title={title}
      empty={empty || stations.length === 0}
      chart={<Chart option={option} label={title} height={Math.max(200, stations.length * 32)} />}
      table={
        <Table<StationIncomeFigures>
          size="small"
          rowKey="station_id"
          columns={columns}
          dataSource={[...stations]}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      }
    />
  );
}
