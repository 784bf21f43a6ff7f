import { addUser, hashPassword, type UserInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

/** A new user's details with the clear-text password, which is sent as its md5. */
export type NewSystemUserInput = UserInput & { username: string; password: string };

export const addUserMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ password, ...details }: NewSystemUserInput) =>
      addUser(api, { ...details, pwd: hashPassword(password) }),
    meta: systemChanged,
  });
