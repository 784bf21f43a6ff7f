import { useParams } from 'react-router-dom';
import { routeId } from '../../../lib/route-id';

/** The station and port a port page is about; undefined when the path names none. */
export function usePortRouteParams(): { stationId: number; portId: number } | undefined {
  const params = useParams();
  const stationId = routeId(params.id);
  const portId = routeId(params.portId);
  if (stationId === undefined || portId === undefined || routeId(params.chargerId) === undefined) return undefined;
  return { stationId, portId };
}
