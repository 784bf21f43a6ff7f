import { NotFoundResult } from '../../../components/errors/not-found-result';
import { PortDetails } from '../../../features/charger/components/port-details';
import { usePortRouteParams } from '../../../features/charger/components/port-route-params';
import { STALE_AFTER_PORT_COMMAND } from '../../live-stale-keys';
import { portSession } from './port-session';
import { usePortCrumbs } from './use-network-crumbs';

export function PortRoute() {
  const params = usePortRouteParams();
  return params ? <PortPage {...params} /> : <NotFoundResult />;
}

function PortPage(params: { stationId: number; portId: number }) {
  usePortCrumbs(params.stationId, params.portId);
  return <PortDetails {...params} editable below={portSession} staleAfterCommand={STALE_AFTER_PORT_COMMAND} />;
}

export { PortRoute as Component };
