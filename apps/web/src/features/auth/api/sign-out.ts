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
      // Leave the shell before forgetting the session, or its guard would see no session and redirect on its own;
      // flushSync makes the login page replace the shell before the promise settles.
      await navigate(paths.login.getHref(options.redirect), { replace: true, flushSync: true });
      console.log('AFTER NAVIGATE', document.body.textContent?.slice(0, 80));
      queryClient.clear();
      sessionStore.clear();
      if (options.expired) sessionStore.noteExpired();
    },
    [navigate, queryClient],
  );
}
