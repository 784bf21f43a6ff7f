import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import { NotFoundResult } from '../../../components/errors/not-found-result';
import type { ListConfig } from '../../../components/list/list-params';
import { PagedTable } from '../../../components/list/paged-table';
import { useListState } from '../../../components/list/use-list-state';
import { usePorts } from '../../../features/charger/api/list-ports';
import { useChargerDictionaries } from '../../../features/charger/charger-dictionaries';
import { usePortColumns } from '../../../features/charger/components/port-columns';
import { routeId } from '../../../lib/route-id';

const portList: ListConfig<Record<string, never>> = { filters: {} };

export function PilePortsRoute() {
  const params = useParams();
  const pileId = routeId(params.pileId);
  if (pileId === undefined || routeId(params.id) === undefined) return <NotFoundResult />;
  return <PilePorts pileId={pileId} />;
}

/** Every port of the charger, read only, paged in the URL. */
function PilePorts({ pileId }: { pileId: number }) {
  const list = useListState(portList);
  const ports = usePorts(pileId, { page: list.page, size: list.size });
  const columns = usePortColumns(useChargerDictionaries());
  return (
    <Card>
      <PagedTable query={ports} list={list} columns={columns} rowKey="id" scrollX="max-content" />
    </Card>
  );
}
