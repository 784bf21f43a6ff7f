import { useCrumbName } from '../../../components/layout/crumb-names';
import { paths } from '../../../config/paths';
import { usePort } from '../../../features/charger/api/get-port';

export interface NetworkPlace {
  stationId: number;
  stationName?: string | null | undefined;
  pileId?: number | undefined;
  pileName?: string | null | undefined;
  portId?: number | undefined;
  portName?: string | null | undefined;
}

/** Names the station, charger and port crumbs of a network page from the records the page loaded. */
export function useNetworkCrumbs({ stationId, stationName, pileId, pileName, portId, portName }: NetworkPlace): void {
  useCrumbName(paths.operator.station.getHref(stationId), stationName);
  const pilePath = pileId === undefined ? '' : paths.operator.pile.getHref(stationId, pileId);
  useCrumbName(pilePath, pileId === undefined ? undefined : pileName);
  const portPath =
    pileId === undefined || portId === undefined ? '' : paths.operator.port.getHref(stationId, pileId, portId);
  useCrumbName(portPath, portId === undefined ? undefined : portName);
}

/** A port page's crumbs, from the port its details load (the same query, so no second call). */
export function usePortCrumbs(stationId: number, portId: number): void {
  const port = usePort(portId).data;
  useNetworkCrumbs({
    stationId,
    stationName: port?.station_name,
    pileId: port?.pile_id,
    pileName: port?.equipmentname,
    portId: port?.id,
    portName: port?.chargerid,
  });
}
