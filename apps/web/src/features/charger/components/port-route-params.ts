import { useParams } from 'react-router-dom';
import { positiveId } from '../route-ids';

/** The station and port a port page is about; undefined when the path names none. */
export function usePortRouteParams(): { stationId: number; portId: number } | undefined {
  const params = useParams();
  const stationId = positiveId(params.id);
  const portId = positiveId(params.portId);
  if (stationId === undefined || portId === undefined || positiveId(params.pileId) === undefined) return undefined;
  return { stationId, portId };
}
