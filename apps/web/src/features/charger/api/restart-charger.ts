import { type ChargerDetail, restartPile } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerChanged } from './charger-changed';
import { chargerKeys } from './keys';

export const restartChargerMutationOptions = () =>
  mutationOptions({
    mutationFn: (id: number) => restartPile(api, { id }),
    onSuccess: chargerChanged.onSuccess,
    meta: {
      // The answer already says 'restarting'; fetching again shows whatever the charger reports since.
      invalidates: (charger: ChargerDetail) => [
        ...chargerChanged.meta.invalidates(charger),
        chargerKeys.detail(charger.id),
      ],
    },
  });
