import { NotFoundResult } from '../../../components/errors/not-found-result';
import { PortDetails } from '../../../features/charger/components/port-details';
import { usePortRouteParams } from '../../../features/charger/components/port-route-params';
import { STALE_AFTER_PORT_COMMAND } from '../../live-stale-keys';
import { portSession } from './port-session';
import { usePortCrumbs } from './use-network-crumbs';

/** The port's status, read only. */
export function PortViewRoute() {
  const params = usePortRouteParams();
  return params ? <PortViewPage {...params} /> : <NotFoundResult />;
}

function PortViewPage(params: { stationId: number; portId: number }) {
  usePortCrumbs(params.stationId, params.portId);
  return <PortDetails {...params} editable={false} below={portSession} staleAfterCommand={STALE_AFTER_PORT_COMMAND} />;
}

export { PortViewRoute as Component };
