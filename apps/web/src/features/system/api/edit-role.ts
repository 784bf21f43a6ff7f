import { editRole, type RoleInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

/** Changes a role's code, name, description or permissions: the input carries all of them. */
export const editRoleMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: RoleInput }) => editRole(api, { ...input, id }),
    meta: systemChanged,
  });
