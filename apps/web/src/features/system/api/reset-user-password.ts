import { hashPassword, resetUserPassword } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

/** A new password for someone else; their other sessions end. */
export const resetUserPasswordMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      resetUserPassword(api, { id, pwd: hashPassword(password) }),
    meta: systemChanged,
  });
