import { NotFoundResult } from '../../../components/errors/not-found-result';
import { PortDetails } from '../../../features/charger/components/port-details';
import { usePortRouteParams } from '../../../features/charger/components/port-route-params';
import { sessionKeys } from '../../../features/session/api/keys';
import { portSession } from './port-session';

/** The port's status, read only. */
export function PortViewRoute() {
  const params = usePortRouteParams();
  return params ? (
    <PortDetails {...params} editable={false} below={portSession} staleAfterUnlock={[sessionKeys.all]} />
  ) : (
    <NotFoundResult />
  );
}
