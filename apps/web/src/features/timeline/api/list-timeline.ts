import { listTimeline, type PageRequest, type TimelineParams } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const timelineKeys = {
  all: ['timeline'] as const,
  list: (params: TimelineParams, page: PageRequest) => [...timelineKeys.all, params, page] as const,
};

export const timelineQueryOptions = (params: TimelineParams, page: PageRequest) =>
  queryOptions({
    queryKey: timelineKeys.list(params, page),
    queryFn: () => listTimeline(api, params, page),
    placeholderData: keepPreviousData,
  });

export function useTimeline(params: TimelineParams, page: PageRequest) {
  return useQuery(timelineQueryOptions(params, page));
}
