import { editUser, type SystemUserInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

export const editUserMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: SystemUserInput }) => editUser(api, id, input),
    meta: systemChanged,
  });
