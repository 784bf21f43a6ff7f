import { type ChangePasswordInput, changePassword } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Changing one's own password keeps the session, and changes nothing the app has cached. */
export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationFn: (input: ChangePasswordInput) => changePassword(api, input) });
