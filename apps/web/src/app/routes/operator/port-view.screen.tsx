import { NotFoundResult } from '../../../components/errors/not-found-result';
import { PortDetails } from '../../../features/charger/components/port-details';
import { usePortRouteParams } from '../../../features/charger/components/port-route-params';
import { sessionKeys } from '../../../features/session/api/keys';
import { portSession } from './port-session';
import { usePortCrumbs } from './use-network-crumbs';

/** The port's status, read only. */
export function PortViewRoute() {
  const params = usePortRouteParams();
  return params ? <PortViewPage {...params} /> : <NotFoundResult />;
}

function PortViewPage(params: { stationId: number; portId: number }) {
  usePortCrumbs(params.stationId, params.portId);
  return <PortDetails {...params} editable={false} below={portSession} staleAfterUnlock={[sessionKeys.all]} />;
}

export { PortViewRoute as Component };
