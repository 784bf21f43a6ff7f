import { deleteRole, type Role } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

/** The server refuses while users hold the role and says how many. */
export const deleteRoleMutationOptions = () =>
  mutationOptions({ mutationFn: (role: Role) => deleteRole(api, { id: role.id }), meta: systemChanged });
