import { NotFoundResult } from '../../../components/errors/not-found-result';
import { PortDetails } from '../../../features/charger/components/port-details';
import { usePortRouteParams } from '../../../features/charger/components/port-route-params';

export function PortRoute() {
  const params = usePortRouteParams();
  return params ? <PortDetails {...params} editable /> : <NotFoundResult />;
}
