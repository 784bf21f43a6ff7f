import { type QueryKey, queryOptions, skipToken } from '@tanstack/react-query';

/**
 * The options of the query for one record by its id, cached under `key(id)`; with no id (a drawer or dialog with
 * nothing open) nothing is fetched.
 */
export function detailQueryOptions<Key extends QueryKey, Data>(
  key: (id: number) => Key,
  fetchDetail: (id: number) => Promise<Data>,
) {
  return (id: number | undefined) =>
    queryOptions({
      queryKey: key(id ?? 0),
      queryFn: id === undefined ? skipToken : () => fetchDetail(id),
    });
}
