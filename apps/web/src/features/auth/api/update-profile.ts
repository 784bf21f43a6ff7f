import { type CurrentUser, type ProfileInput, updateProfile } from '@pcharging/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hasFieldErrors } from '../../../lib/api';
import { sessionStore } from '../../../lib/session-store';
import { authKeys } from './keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(api, input),
    meta: { silentError: hasFieldErrors },
    onSuccess: (profile) => {
      queryClient.setQueryData<CurrentUser>(authKeys.currentUser(), (user) => (user ? { ...user, ...profile } : user));
      sessionStore.updateUser({ nickname: profile.nickname });
    },
  });
}
