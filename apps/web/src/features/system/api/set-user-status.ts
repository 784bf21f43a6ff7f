import { setUserStatus, type User } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

/** Enables (1) or disables (0) a user. */
export const setUserStatusMutationOptions = (status: 0 | 1) =>
  mutationOptions({ mutationFn: (user: User) => setUserStatus(api, { id: user.id, status }), meta: systemChanged });
