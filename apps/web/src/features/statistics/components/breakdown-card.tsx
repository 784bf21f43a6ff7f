import type { DictionaryEntry } from '@pcharging/api-client';
import { Segmented, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart/chart';
import {
  breakdownOption,
  type KeyedFigures,
  type LabelledFigures,
  labelBreakdown,
  METRICS,
  type Metric,
  metricTitleKeys,
} from '../chart-data';
import { useFormatters } from '../hooks/use-formatters';
import { ChartCard } from './chart-card';
import { figureColumns } from './figure-columns';

export interface BreakdownCardProps {
  title: string;
  /** The heading of the first column: what the rows are (station type, start mode). */
  keyTitle: string;
  rows: readonly KeyedFigures[];
  dictionary: readonly DictionaryEntry[] | undefined;
  empty: boolean;
}

export function BreakdownCard({ title, keyTitle, rows, dictionary, empty }: BreakdownCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [metric, setMetric] = useState<Metric>('income');
  const labelled = useMemo(() => labelBreakdown(rows, dictionary, t), [rows, dictionary, t]);
  const option = useMemo(() => breakdownOption(labelled, metric, t, format), [labelled, metric, t, format]);
  const columns: TableColumnsType<LabelledFigures> = [
    { key: 'label', title: keyTitle, dataIndex: 'label' },
    ...figureColumns<LabelledFigures>(t, format),
  ];
  return (
    <ChartCard
      title={title}
      empty={empty}
      extra={
        <Segmented<Metric>
          size="small"
          aria-label={t('statistics.breakdown.metric')}
          value={metric}
          onChange={setMetric}
          options={METRICS.map((value) => ({ value, label: t(metricTitleKeys[value]) }))}
        />
      }
      chart={<Chart option={option} label={title} height={280} />}
      table={
        <Table<LabelledFigures>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={labelled}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      }
    />
  );
}
