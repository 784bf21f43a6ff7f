import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import { NotFoundResult } from '../../../components/errors/not-found-result';
import type { ListConfig } from '../../../components/list/list-params';
import { PagedTable } from '../../../components/list/paged-table';
import { useListState } from '../../../components/list/use-list-state';
import { paths } from '../../../config/paths';
import { usePorts } from '../../../features/charger/api/list-ports';
import { useChargerDictionaries } from '../../../features/charger/charger-dictionaries';
import { PORT_CARD, usePortColumns } from '../../../features/charger/components/port-columns';
import { routeId } from '../../../lib/route-id';
import { useNetworkCrumbs } from './use-network-crumbs';

const portList: ListConfig<Record<string, never>> = { filters: {} };

export function ChargerPortsRoute() {
  const params = useParams();
  const chargerId = routeId(params.chargerId);
  const stationId = routeId(params.id);
  if (chargerId === undefined || stationId === undefined) return <NotFoundResult />;
  return <ChargerPortList stationId={stationId} chargerId={chargerId} />;
}

/** Every port of the charger, read only, paged in the URL. */
function ChargerPortList({ stationId, chargerId }: { stationId: number; chargerId: number }) {
  const list = useListState(portList);
  const ports = usePorts(chargerId, { page: list.page, size: list.size });
  const first = ports.data?.items[0];
  useNetworkCrumbs({ stationId, stationName: first?.station_name, chargerId, chargerName: first?.equipmentname });
  const columns = usePortColumns(useChargerDictionaries(), (port) =>
    paths.operator.port.getHref(stationId, chargerId, port.id),
  );
  return (
    <Card>
      <PagedTable query={ports} list={list} columns={columns} rowKey="id" card={PORT_CARD} />
    </Card>
  );
}

export { ChargerPortsRoute as Component };
