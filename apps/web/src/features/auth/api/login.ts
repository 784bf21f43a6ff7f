import { LOGIN_TYPE, login } from '@pcharging/api-client';
import { useCallback, useState } from 'react';
import { api, hasFieldErrors, showError } from '../../../lib/api';
import { sessionStore } from '../../../lib/session-store';
import { grantFromLogin } from '../session';

export interface LoginInput {
  account: string;
  password: string;
  captcha: string;
}

// md5 is needed only to send the form: the login page loads it once a password is being typed (or on sending), not
// with the ~250 kB everybody loads first.
const loadHashPassword = () => import('@pcharging/api-client/password-hash').then((module) => module.hashPassword);

/** Starts loading what sending the form needs. */
export function preparePasswordHash(): void {
  void loadHashPassword();
}

/**
 * Signs in and keeps the session. Not a mutation: the login page runs without the shell's query client, so the
 * error policy is applied here: field problems are left to the form, anything else is toasted.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const signIn = useCallback(async (input: LoginInput): Promise<void> => {
    setPending(true);
    try {
      const hashPassword = await loadHashPassword();
      sessionStore.signIn(
        grantFromLogin(
          await login(api, {
            account: input.account,
            pwd: hashPassword(input.password),
            code: input.captcha,
            type: LOGIN_TYPE,
          }),
        ),
      );
    } catch (error) {
      if (!hasFieldErrors(error)) showError(error);
      throw error;
    } finally {
      setPending(false);
    }
  }, []);
  return { signIn, isPending };
}
