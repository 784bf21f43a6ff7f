import { logout } from '@pcharging/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { sessionStore } from '../session-store';

export interface SignOutOptions {
  /** Where to come back to after signing in again. */
  redirect?: string;
  /** Tell the login page that the session had expired. */
  expired?: boolean;
}

/** Logout (spec section 4): call the endpoint, whatever it answers forget the session, then show the login page. */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (options: SignOutOptions = {}) => {
      const { token } = sessionStore.getState();
      sessionStore.beginSignOut();
      if (token) await logout(api).catch(() => undefined);
      // Leave the shell first, so that its guard does not see the cleared session and redirect on its own.
      await navigate(paths.login.getHref(options.redirect), { replace: true });
      queryClient.clear();
      sessionStore.clear();
      if (options.expired) sessionStore.noteExpired();
    },
    [navigate, queryClient],
  );
}
