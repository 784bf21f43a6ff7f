import { deletePile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

export const deleteChargerMutationOptions = () =>
  mutationOptions({
    mutationFn: (id: number) => deletePile(api, { id }),
    onSuccess: (_answer, id, _onMutateResult, { client }) => client.removeQueries({ queryKey: chargerKeys.detail(id) }),
    meta: { invalidates: [chargerKeys.lists()] },
  });
