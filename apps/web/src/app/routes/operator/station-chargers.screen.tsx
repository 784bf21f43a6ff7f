import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import { NotFoundResult } from '../../../components/errors/not-found-result';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { useChargers } from '../../../features/charger/api/list-chargers';
import { useChargerDictionaries } from '../../../features/charger/charger-dictionaries';
import { chargerDefinition, toChargerListFilters } from '../../../features/charger/charger-list';
import { AddChargerButton } from '../../../features/charger/components/add-charger-button';
import { CHARGER_CARD, useChargerColumns } from '../../../features/charger/components/charger-columns';
import { ChargerFilters } from '../../../features/charger/components/charger-filters';
import { routeId } from '../../../lib/route-id';
import { useNetworkCrumbs } from './use-network-crumbs';

export function StationChargersRoute() {
  const stationId = routeId(useParams().id);
  if (stationId === undefined) return <NotFoundResult />;
  return <StationChargerList stationId={stationId} />;
}

function StationChargerList({ stationId }: { stationId: number }) {
  const {
    list,
    request: filters,
    filterBar,
  } = useFilteredList(
    chargerDefinition,
    (values, sort, station) => toChargerListFilters(station, values, sort),
    stationId,
  );
  const chargers = useChargers(filters, { page: list.page, size: list.size });
  useNetworkCrumbs({ stationId, stationName: chargers.data?.items[0]?.station_name });
  const dictionaries = useChargerDictionaries();
  const columns = useChargerColumns(stationId, dictionaries);

  return (
    <Card>
      <ChargerFilters
        {...filterBar}
        dictionaries={dictionaries}
        extra={<AddChargerButton stationId={stationId} dictionaries={dictionaries} />}
      />
      <PagedTable query={chargers} list={list} columns={columns} rowKey="id" card={CHARGER_CARD} />
    </Card>
  );
}

export { StationChargersRoute as Component };
