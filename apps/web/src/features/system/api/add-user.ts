import { addUser, type NewSystemUserInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { systemChanged } from './system-changed';

export const addUserMutationOptions = () =>
  mutationOptions({ mutationFn: (input: NewSystemUserInput) => addUser(api, input), meta: systemChanged });
