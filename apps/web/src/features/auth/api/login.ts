import { type LoginInput, login } from '@pcharging/api-client';
import { useMutation } from '@tanstack/react-query';
import { api, hasFieldErrors } from '../../../lib/api';
import { grantFromLogin } from '../session';
import { sessionStore } from '../session-store';

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => login(api, input),
    meta: { silentError: hasFieldErrors },
    onSuccess: (answer) => sessionStore.signIn(grantFromLogin(answer)),
  });
}
