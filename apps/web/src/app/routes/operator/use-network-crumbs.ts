import { useCrumbName } from '../../../components/layout/crumb-names';
import { paths } from '../../../config/paths';
import { usePort } from '../../../features/charger/api/get-port';

export interface NetworkPlace {
  stationId: number;
  stationName?: string | null | undefined;
  chargerId?: number | undefined;
  chargerName?: string | null | undefined;
  portId?: number | undefined;
  portName?: string | null | undefined;
}

/** Names the station, charger and port crumbs of a network page from the records the page loaded. */
export function useNetworkCrumbs({
  stationId,
  stationName,
  chargerId,
  chargerName,
  portId,
  portName,
}: NetworkPlace): void {
  useCrumbName(paths.operator.station.getHref(stationId), stationName);
  const chargerPath = chargerId === undefined ? '' : paths.operator.charger.getHref(stationId, chargerId);
  useCrumbName(chargerPath, chargerId === undefined ? undefined : chargerName);
  const portPath =
    chargerId === undefined || portId === undefined ? '' : paths.operator.port.getHref(stationId, chargerId, portId);
  useCrumbName(portPath, portId === undefined ? undefined : portName);
}

/** A port page's crumbs, from the port its details load (the same query, so no second call). */
export function usePortCrumbs(stationId: number, portId: number): void {
  const port = usePort(portId).data;
  useNetworkCrumbs({
    stationId,
    stationName: port?.station_name,
    chargerId: port?.pile_id,
    chargerName: port?.equipmentname,
    portId: port?.id,
    portName: port?.chargerid,
  });
}
