import { isApiError } from '@pcharging/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session-store';
import { grantFromCurrentUser } from '../session';
import { currentUserQueryOptions } from './get-current-user';
import { endSession } from './sign-out';

/**
 * Who the user is, from the server when it can say (`Admin_user/info`); otherwise (a backend without that call,
 * which the spec does not list, or one that cannot be reached) as this tab stored it at sign-in. Only a refused
 * session, or a tab that holds no user, fails.
 */
async function confirmSession(queryClient: QueryClient, token: string): Promise<void> {
  try {
    const user = await queryClient.fetchQuery({
      ...currentUserQueryOptions(),
      retry: false,
      meta: { silentError: true },
    });
    sessionStore.refresh(grantFromCurrentUser(token, user));
  } catch (error) {
    if (isApiError(error) && error.kind === 'session') throw error;
    sessionStore.resume();
  }
}

/**
 * A reloaded page holds a token but no confirmed permissions: confirm the user (spec section 2) before the shell
 * opens. When that fails, the session is ended; the caller sends the user to the login page.
 */
export async function restoreSession(queryClient: QueryClient): Promise<boolean> {
  const { token } = sessionStore.getState();
  if (!token) return false;
  try {
    await confirmSession(queryClient, token);
    return true;
  } catch {
    await endSession(queryClient);
    return false;
  }
}
