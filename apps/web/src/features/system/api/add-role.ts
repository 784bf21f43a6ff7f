import { addRole, type RoleInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

export const addRoleMutationOptions = () =>
  mutationOptions({ mutationFn: (input: RoleInput) => addRole(api, input), meta: systemChanged });
