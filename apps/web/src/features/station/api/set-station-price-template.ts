import { setStationPriceTemplate } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationChanged } from './station-changed';

export const setStationPriceTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ stationId, templateId }: { stationId: number; templateId: number }) =>
      setStationPriceTemplate(api, { id: stationId, template_id: templateId }),
    ...stationChanged,
  });
