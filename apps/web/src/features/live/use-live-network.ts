import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../../config/env';
import { useCapability } from '../../lib/capabilities';
import { sessionStore } from '../../lib/session-store';
import { useSession } from '../../lib/use-session';
import { LiveConnection, liveUrl } from './live-connection';
import { InvalidationBatcher, type StaleAfter } from './live-invalidation';

/** How often the screens that would follow pushed changes read again on a backend without live push. */
export const REFETCH_WITHOUT_PUSH_MS = 60_000;

/** Every key some pushed change makes stale, once. */
function everyStaleKey(staleAfter: StaleAfter): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const key of Object.values(staleAfter).flat()) keys.set(JSON.stringify(key), key);
  return [...keys.values()];
}

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps the signed-in shell in step with the network: one socket per session; pushed changes refresh the queries
 * `staleAfter` names for them (a constant: the socket is not reopened when it changes). A backend without live push
 * gets no socket: what is on screen of those queries reads again every minute while the page is visible, and when
 * the window regains focus (the query client's default).
 */
export function useLiveNetwork(staleAfter: StaleAfter): void {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const pushed = useCapability('live-push');

  useEffect(() => {
    if (!token || !pushed || typeof WebSocket === 'undefined') return;
    const batcher = new InvalidationBatcher(staleAfter, (keys) => invalidate(queryClient, keys));
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
  }, [queryClient, token, staleAfter, pushed]);

  useEffect(() => {
    if (!token || pushed) return;
    const keys = everyStaleKey(staleAfter);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') invalidate(queryClient, keys);
    }, REFETCH_WITHOUT_PUSH_MS);
    return () => clearInterval(timer);
  }, [queryClient, token, staleAfter, pushed]);
}
