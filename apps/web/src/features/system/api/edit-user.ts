import { editUser, type UserInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

export const editUserMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: UserInput }) => editUser(api, { ...input, id }),
    meta: systemChanged,
  });
