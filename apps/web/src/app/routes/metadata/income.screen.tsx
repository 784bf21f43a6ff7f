import type { IncomeGranularity } from '@pcharging/api-client';
import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { useIncomeStatistics } from '../../../features/statistics/api/get-income-statistics';
import { IncomeByStationCard } from '../../../features/statistics/components/income-by-station-card';
import { IncomeDashboard } from '../../../features/statistics/components/income-dashboard';
import { QueryState } from '../../../features/statistics/components/query-state';
import { StatisticsFilters } from '../../../features/statistics/components/statistics-filters';
import { useStatisticsSearch } from '../../../features/statistics/hooks/use-statistics-search';
import { GRANULARITIES } from '../../../features/statistics/search';
import type { TextKey } from '../../../lib/catalogue-types';
import { StatementExport } from './statement-export';

const granularityTitleKeys: Readonly<Record<IncomeGranularity, TextKey>> = {
  day: 'statistics.granularity.day',
  week: 'statistics.granularity.week',
  month: 'statistics.granularity.month',
};

export function IncomeRoute() {
  const { t } = useTranslation();
  const [search, update] = useStatisticsSearch();
  const income = useIncomeStatistics({
    ...search.range,
    ...(search.stationId ? { station_id: search.stationId } : {}),
    granularity: search.granularity,
  });
  return (
    <Flex vertical gap={16}>
      <StatisticsFilters search={search} onChange={update}>
        <Segmented
          aria-label={t('statistics.filter.granularity')}
          value={search.granularity}
          onChange={(granularity) => update({ granularity })}
          options={GRANULARITIES.map((value) => ({ value, label: t(granularityTitleKeys[value]) }))}
        />
        <Capable name="statements">
          <StatementExport />
        </Capable>
      </StatisticsFilters>
      <QueryState query={income}>{(data) => <IncomeDashboard income={data} />}</QueryState>
      <IncomeByStationCard search={search} onChange={update} />
    </Flex>
  );
}

export { IncomeRoute as Component };
