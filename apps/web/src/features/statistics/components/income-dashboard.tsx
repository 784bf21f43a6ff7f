import type { IncomeStatistics } from '@pcharging/api-client';
import { Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart/chart';
import { useCapability } from '../../../lib/capabilities';
import { FEES, feeStackOption, feeTitleKeys, NET_FIGURES, netTitleKeys, type PeriodFigures } from '../chart-data';
import { useFormatters } from '../hooks/use-formatters';
import { ChartCard } from './chart-card';
import { figureColumns } from './figure-columns';
import { KpiGrid } from './kpi-grid';

export function IncomeDashboard({ income }: { income: IncomeStatistics }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const withRefunds = useCapability('money-corrections');
  const netFigures = withRefunds ? NET_FIGURES : [];
  const { totals, series, granularity } = income;
  const option = useMemo(() => feeStackOption(series, granularity, t, format), [series, granularity, t, format]);
  const columns: TableColumnsType<PeriodFigures> = [
    {
      key: 'period',
      title: t('statistics.column.period'),
      render: (_, row) => format.period(row.period, granularity),
    },
    ...figureColumns<PeriodFigures>(t, format, { withFees: true, withRefunds }),
  ];
  const totalCells = [
    format.count(totals.orders),
    format.kwh(totals.energy_kwh),
    ...FEES.map((fee) => format.money(totals[fee])),
    format.money(totals.income),
    ...netFigures.map((figure) => format.money(totals[figure] ?? '')),
  ];
  const title = t('statistics.income.feesTitle');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('statistics.range.title', { from: format.day(income.range.from), to: format.day(income.range.to) })}
      </Typography.Title>
      <Typography.Text type="secondary">{t('statistics.definitions')}</Typography.Text>
      <KpiGrid
        items={[
          { key: 'income', title: t('statistics.figure.income'), value: format.money(totals.income) },
          ...netFigures.map((figure) => ({
            key: figure,
            title: t(netTitleKeys[figure]),
            value: format.money(totals[figure] ?? ''),
            capability: 'money-corrections' as const,
          })),
          ...FEES.map((fee) => ({ key: fee, title: t(feeTitleKeys[fee]), value: format.money(totals[fee]) })),
          { key: 'orders', title: t('statistics.figure.orders'), value: format.count(totals.orders) },
          { key: 'energy', title: t('statistics.figure.energy'), value: format.kwh(totals.energy_kwh) },
        ]}
      />
      <ChartCard
        title={title}
        layout="under"
        empty={totals.orders === 0}
        chart={<Chart option={option} label={title} />}
        table={
          <Table<PeriodFigures>
            size="small"
            rowKey="period"
            columns={columns}
            dataSource={[...series]}
            pagination={false}
            scroll={{ x: 'max-content', y: 320 }}
            summary={() => (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{t('statistics.total')}</Table.Summary.Cell>
                  {totalCells.map((text, index) => (
                    <Table.Summary.Cell key={columns[index + 1]?.key ?? index} index={index + 1} align="right">
                      {text}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            )}
          />
        }
      />
    </Flex>
  );
}
