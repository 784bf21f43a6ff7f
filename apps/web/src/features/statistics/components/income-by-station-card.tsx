import { Card, Flex, Segmented, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCapability } from '../../../lib/capabilities';
import type { TextKey } from '../../../lib/catalogue-types';
import { useIncomeByStation } from '../api/list-income-by-station';
import type { StationIncomeFigures } from '../chart-data';
import { useFormatters } from '../hooks/use-formatters';
import {
  PAGE_SIZES,
  STATION_SORTS,
  type StationSort,
  type StatisticsSearch,
  type StatisticsSearchChanges,
} from '../search';
import { figureColumns } from './figure-columns';
import { stationColumns } from './top-stations-card';

const sortTitleKeys: Readonly<Record<StationSort, TextKey>> = {
  income: 'statistics.figure.income',
  energy: 'statistics.figure.energy',
  orders: 'statistics.figure.orders',
};

export interface IncomeByStationCardProps {
  search: StatisticsSearch;
  onChange: (changes: StatisticsSearchChanges) => void;
}

/** Every station's income in the range, paged on the server; the station filter does not narrow it. */
export function IncomeByStationCard({ search, onChange }: IncomeByStationCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const withRefunds = useCapability('money-corrections');
  const { data, isPending, isFetching, isError } = useIncomeByStation(
    { ...search.range, sort: search.sort },
    { page: search.page, size: search.size },
  );
  const columns: TableColumnsType<StationIncomeFigures> = [
    ...stationColumns(t),
    ...figureColumns<StationIncomeFigures>(t, format, { withFees: true, withRefunds }),
  ];
  return (
    <Card
      title={t('statistics.income.byStationTitle')}
      extra={
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t('statistics.sort.label')}</Typography.Text>
          <Segmented<StationSort>
            size="small"
            aria-label={t('statistics.sort.label')}
            value={search.sort}
            onChange={(sort) => onChange({ sort })}
            options={STATION_SORTS.map((value) => ({ value, label: t(sortTitleKeys[value]) }))}
          />
        </Flex>
      }
    >
      {search.stationId ? (
        <Typography.Paragraph type="secondary">{t('statistics.income.allStationsNote')}</Typography.Paragraph>
      ) : null}
      <Table<StationIncomeFigures>
        size="small"
        rowKey="station_id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isPending || isFetching}
        locale={isError ? { emptyText: t('statistics.loadFailed') } : undefined}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: search.page,
          pageSize: search.size,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('statistics.income.stationCount', { total: format.count(total) }),
          onChange: (page, size) => onChange(size === search.size ? { page } : { page: 1, size }),
        }}
      />
    </Card>
  );
}
