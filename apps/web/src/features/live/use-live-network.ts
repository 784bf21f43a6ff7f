import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../../config/env';
import { sessionStore } from '../../lib/session-store';
import { useSession } from '../../lib/use-session';
import { LiveConnection, liveUrl } from './live-connection';
import { InvalidationBatcher, type StaleAfter } from './live-invalidation';

/**
 * Keeps the signed-in shell in step with the network: one socket per session; pushed changes refresh the queries
 * `staleAfter` names for them (a constant: the socket is not reopened when it changes).
 */
export function useLiveNetwork(staleAfter: StaleAfter): void {
  const queryClient = useQueryClient();
  const { token } = useSession();

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    const batcher = new InvalidationBatcher(staleAfter, (keys) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    });
    const connection = new LiveConnection({
      url: () => liveUrl(env.apiBaseUrl, window.location.origin),
      token: () => token,
      onEvent: (event) => batcher.add(event.type),
      onSessionExpired: () => sessionStore.markExpired(),
    });
    connection.start();
    return () => {
      connection.stop();
      batcher.dispose();
    };
  }, [queryClient, token, staleAfter]);
}
