import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Capable } from '../../../components/capability/capable';
import { Permission } from '../../../components/permission/permission';
import { paths } from '../../../config/paths';
import { NetworkMap } from '../../../features/network-map/components/network-map';
import { useOverview } from '../../../features/statistics/api/get-overview';
import { OverviewDashboard } from '../../../features/statistics/components/overview-dashboard';
import { QueryState } from '../../../features/statistics/components/query-state';
import { StatisticsFilters } from '../../../features/statistics/components/statistics-filters';
import { useStatisticsSearch } from '../../../features/statistics/hooks/use-statistics-search';
import { useDictionary } from '../../../lib/dictionary/get-dictionary';

export function OverviewRoute() {
  const { t } = useTranslation();
  const [search, update] = useStatisticsSearch();
  const overview = useOverview({ ...search.range, ...(search.stationId ? { station_id: search.stationId } : {}) });
  const stationTypes = useDictionary('station_type');
  const startModes = useDictionary('order_start_mode');
  return (
    <Flex vertical gap={16}>
      <StatisticsFilters search={search} onChange={update} />
      <QueryState query={overview}>
        {(data) => <OverviewDashboard overview={data} stationTypes={stationTypes.data} startModes={startModes.data} />}
      </QueryState>
      <Permission value="operator:station:list">
        <Capable name="map">
          <Card
            title={t('common.map.title')}
            extra={<Link to={paths.operator.map.getHref()}>{t('common.list.details')}</Link>}
          >
            <NetworkMap stationHref={paths.operator.station.getHref} maxHeight={380} />
          </Card>
        </Capable>
      </Permission>
    </Flex>
  );
}

export { OverviewRoute as Component };
