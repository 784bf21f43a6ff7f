import { type ChangePasswordInput, changePassword } from '@pcharging/api-client';
import { useMutation } from '@tanstack/react-query';
import { api, hasFieldErrors } from '../../../lib/api';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(api, input),
    meta: { silentError: hasFieldErrors },
  });
}
