import { type DayCloseParams, getDayClose } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { closeKeys } from './keys';

export const dayCloseQueryOptions = (range: DayCloseParams) =>
  queryOptions({
    queryKey: closeKeys.days(range),
    queryFn: () => getDayClose(api, range),
    placeholderData: keepPreviousData,
  });

/** A network day's (or range's) money figures, with its closed days and what changed them after the close. */
export function useDayClose(range: DayCloseParams) {
  return useQuery(dayCloseQueryOptions(range));
}
