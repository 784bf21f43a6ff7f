import { changePassword, hashPassword } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ChangePasswordInput {
  accountId: number;
  oldPassword: string;
  newPassword: string;
}

/** Changing one's own password keeps the session, and changes nothing the app has cached. */
export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ accountId, oldPassword, newPassword }: ChangePasswordInput) =>
      changePassword(api, { id: accountId, oldPwd: hashPassword(oldPassword), pwd: hashPassword(newPassword) }),
  });
