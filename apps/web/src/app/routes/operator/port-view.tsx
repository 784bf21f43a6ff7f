import { NotFoundResult } from '../../../components/errors/not-found-result';
import { PortDetails } from '../../../features/charger/components/port-details';
import { usePortRouteParams } from '../../../features/charger/components/port-route-params';

/** The port's status, read only. */
export function PortViewRoute() {
  const params = usePortRouteParams();
  return params ? <PortDetails {...params} editable={false} /> : <NotFoundResult />;
}
