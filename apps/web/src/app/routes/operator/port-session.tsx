import type { Port } from '@pcharging/api-client';
import { paths } from '../../../config/paths';
import { CurrentSessionCard } from '../../../features/session/components/current-session-card';
import { STALE_AFTER_STOP } from '../../live-stale-keys';

/** The port page's session in progress, with its past sessions one click away (the port's orders). */
export function portSession(port: Port) {
  return (
    <CurrentSessionCard
      sessionId={port.session_id}
      staleAfterStop={STALE_AFTER_STOP}
      historyHref={`${paths.money.orders.getHref()}?port_id=${port.id}`}
    />
  );
}
