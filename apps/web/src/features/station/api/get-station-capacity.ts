import { listPiles } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stationKeys } from './keys';

/** The largest page the API serves. */
const PAGE_SIZE = 100;

/** The installed capacity of a station in kW: the sum of its chargers' rated power. */
export const stationCapacityQueryOptions = (stationId: number) =>
  queryOptions({
    queryKey: stationKeys.capacity(stationId),
    queryFn: async () => {
      let kilowatts = 0;
      let chargers = 0;
      for (let page = 1; ; page += 1) {
        const answer = await listPiles(api, { stationid: stationId }, { page, size: PAGE_SIZE });
        for (const charger of answer.items) kilowatts += charger.power;
        chargers += answer.items.length;
        if (answer.items.length < PAGE_SIZE || chargers >= answer.total) return { kilowatts, chargers };
      }
    },
  });

export function useStationCapacity(stationId: number, enabled: boolean) {
  return useQuery({ ...stationCapacityQueryOptions(stationId), enabled });
}
