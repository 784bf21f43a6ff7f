import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart/chart';
import { type PeriodFigures, trendOption } from '../chart-data';
import { useFormatters } from '../hooks/use-formatters';
import { ChartCard } from './chart-card';
import { figureColumns } from './figure-columns';

export function TrendCard({ days, empty }: { days: readonly PeriodFigures[]; empty: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const option = useMemo(() => trendOption(days, t, format), [days, t, format]);
  const columns: TableColumnsType<PeriodFigures> = [
    { key: 'day', title: t('statistics.column.day'), render: (_, row) => format.period(row.period, 'day') },
    ...figureColumns<PeriodFigures>(t, format),
  ];
  const title = t('statistics.trend.title');
  return (
    <ChartCard
      title={title}
      layout="under"
      empty={empty}
      chart={<Chart option={option} label={title} />}
      table={
        <Table<PeriodFigures>
          size="small"
          rowKey="period"
          columns={columns}
          dataSource={[...days]}
          pagination={false}
          scroll={{ x: 'max-content', y: 240 }}
        />
      }
    />
  );
}
