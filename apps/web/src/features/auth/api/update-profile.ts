import { type CurrentUser, type ProfileParams, updateProfile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session-store';
import { authKeys } from './keys';

/** The answer is the profile as stored: it goes into the cached user and the session's name, nothing is refetched. */
export const updateProfileMutationOptions = () =>
  mutationOptions({
    mutationFn: (input: ProfileParams) => updateProfile(api, input),
    onSuccess: (profile, _input, _onMutateResult, { client }) => {
      client.setQueryData<CurrentUser>(authKeys.currentUser(), (user) => (user ? { ...user, ...profile } : user));
      sessionStore.updateUser({ nickname: profile.nickname });
    },
  });
