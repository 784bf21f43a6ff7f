import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryOptions } from '../api/get-current-user';
import { useSignOut } from '../api/sign-out';
import { grantFromCurrentUser } from '../session';
import { sessionStore } from '../session-store';

/**
 * A reloaded page holds a token but no confirmed permissions: ask the server who the user is (spec section 2).
 * If that fails the user is signed out and sent to the login page, to come back to `returnTo`.
 */
export function useSessionRestore(enabled: boolean, returnTo: string): void {
  const signOut = useSignOut();
  const query = useQuery({ ...currentUserQueryOptions(), enabled, retry: false, meta: { silentError: true } });
  const { data, isError } = query;

  useEffect(() => {
    if (!enabled) return;
    const { token } = sessionStore.getState();
    if (data && token) sessionStore.signIn(grantFromCurrentUser(token, data));
    else if (isError) void signOut({ redirect: returnTo });
  }, [enabled, data, isError, returnTo, signOut]);
}
