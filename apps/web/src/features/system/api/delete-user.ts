import { deleteUser, type User } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemKeys } from './keys';
import { systemChanged } from './system-changed';

export const deleteUserMutationOptions = () =>
  mutationOptions({
    mutationFn: (user: User) => deleteUser(api, { id: user.id }),
    // Gone: its page must not ask for it again while it closes.
    onSuccess: (_answer, user, _onMutateResult, { client }) =>
      client.removeQueries({ queryKey: systemKeys.users.detail(user.id) }),
    meta: systemChanged,
  });
