import type { PageRequest } from '@pcharging/api-client';

/**
 * The query keys of a resource with a paged list and a detail, general to specific (TanStack Query's key factory):
 * `all → lists() → list(filters, page)` and `all → details() → detail(id)`, so that one prefix makes stale what
 * it covers. A feature spreads its own keys (a whitelist, a preview) over these.
 */
export function resourceKeys<Filters>(resource: string) {
  const all = [resource] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: (filters: Filters, page: PageRequest) => [...lists(), filters, page] as const,
    details,
    detail: (id: number) => [...details(), id] as const,
  };
}
