import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session-store';
import { grantFromCurrentUser } from '../session';
import { currentUserQueryOptions } from './get-current-user';
import { endSession } from './sign-out';

/**
 * A reloaded page holds a token but no confirmed permissions: ask the server who the user is (spec section 2).
 * When it refuses, the session is ended; the caller sends the user to the login page.
 */
export async function restoreSession(queryClient: QueryClient): Promise<boolean> {
  const { token } = sessionStore.getState();
  if (!token) return false;
  try {
    const user = await queryClient.fetchQuery({
      ...currentUserQueryOptions(),
      retry: false,
      meta: { silentError: true },
    });
    sessionStore.signIn(grantFromCurrentUser(token, user));
    return true;
  } catch {
    await endSession(queryClient);
    return false;
  }
}
