import { logout } from '@pcharging/api-client';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session-store';

/**
 * Logout (spec section 4): tell the server (whatever it answers), then forget the session: cached data,
 * dictionaries included, and every `pcharging.` entry of session storage.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  const { token } = sessionStore.getState();
  sessionStore.beginSignOut();
  if (token) await logout(api).catch(() => undefined);
  queryClient.clear();
  sessionStore.clear();
}

export interface SignOutOptions {
  /** Where to come back to after signing in again. */
  redirect?: string;
  /** Tell the login page that the session had expired. */
  expired?: boolean;
}

export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (options: SignOutOptions = {}) => {
      await endSession(queryClient);
      if (options.expired) sessionStore.noteExpired();
      await navigate(paths.login.getHref(options.redirect), { replace: true });
    },
    [navigate, queryClient],
  );
}
