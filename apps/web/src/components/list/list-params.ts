import dayjs from 'dayjs';

/** How one URL search param becomes a typed value and back; `parse` answers undefined for a bad value. */
export interface ParamCodec<T> {
  parse(raw: string): T | undefined;
  // Method syntax on purpose: it keeps codecs of different types assignable to one record type.
  format(value: T): string;
}

export const textParam: ParamCodec<string> = {
  parse: (raw) => (raw.trim() === '' ? undefined : raw.trim()),
  format: (value) => value.trim(),
};

export function integerParam(min = 1, max = Number.MAX_SAFE_INTEGER): ParamCodec<number> {
  return {
    parse: (raw) => {
      if (!/^-?\d+$/.test(raw)) return undefined;
      const value = Number(raw);
      return value >= min && value <= max ? value : undefined;
    },
    format: String,
  };
}

/** One of a closed set, such as the ids of a dictionary the OpenAPI document enumerates. */
export function oneOfParam<const T extends string | number>(values: readonly T[]): ParamCodec<T> {
  return { parse: (raw) => values.find((value) => String(value) === raw), format: String };
}

/** A calendar day, `YYYY-MM-DD`. */
export const dayParam: ParamCodec<string> = {
  parse: (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) && dayjs(raw).format('YYYY-MM-DD') === raw ? raw : undefined),
  format: (value) => value,
};

export type FilterCodecs = Readonly<Record<string, ParamCodec<unknown>>>;

/** The filter values a set of codecs yields; a filter missing from the URL is absent. */
export type FilterValues<C extends FilterCodecs> = {
  [K in keyof C]?: C[K] extends ParamCodec<infer T> ? T : never;
};

export type SortOrder = 'asc' | 'desc';

export interface Sort<F extends string = string> {
  field: F;
  order: SortOrder;
}

/** What a list screen keeps in the URL. Declare it once per screen, at module level. */
export interface ListConfig<C extends FilterCodecs, F extends string = never> {
  filters: C;
  /** The fields the API sorts by; none means the list is not sortable. */
  sortFields?: readonly F[];
  defaultSort?: Sort<F>;
  defaultPageSize?: number;
}

export interface ListParams<C extends FilterCodecs, F extends string = never> {
  filters: FilterValues<C>;
  page: number;
  size: number;
  /** The sort in force: the URL's, else the default. */
  sort: Sort<F> | undefined;
}

export const DEFAULT_PAGE_SIZE = 20;
/** The API serves at most 100 rows a page (`pageinfo[perpage]`). */
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

const pageParam = integerParam(1);
const sizeParam = integerParam(1, MAX_PAGE_SIZE);
const orderParam = oneOfParam(['asc', 'desc']);
export const RESERVED_PARAMS = ['page', 'size', 'sort', 'order'] as const;

export function readListParams<C extends FilterCodecs, F extends string>(
  search: URLSearchParams,
  config: ListConfig<C, F>,
): ListParams<C, F> {
  const filters: Record<string, unknown> = {};
  for (const [key, codec] of Object.entries(config.filters)) {
    const raw = search.get(key);
    const value = raw === null ? undefined : codec.parse(raw);
    if (value !== undefined) filters[key] = value;
  }
  const field = config.sortFields?.find((candidate) => candidate === search.get('sort'));
  const sort = field ? { field, order: orderParam.parse(search.get('order') ?? '') ?? 'desc' } : config.defaultSort;
  return {
    filters: filters as FilterValues<C>,
    page: pageParam.parse(search.get('page') ?? '') ?? 1,
    size: sizeParam.parse(search.get('size') ?? '') ?? config.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    sort,
  };
}

/** The search params for `next`: params the list does not own are kept, defaults are left out. */
export function writeListParams<C extends FilterCodecs, F extends string>(
  current: URLSearchParams,
  config: ListConfig<C, F>,
  next: ListParams<C, F>,
): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const key of [...Object.keys(config.filters), ...RESERVED_PARAMS]) search.delete(key);
  for (const [key, codec] of Object.entries(config.filters)) {
    const value: unknown = next.filters[key];
    if (value === undefined || value === null || value === '') continue;
    const text = codec.format(value);
    if (text !== '') search.set(key, text);
  }
  if (next.page > 1) search.set('page', String(next.page));
  if (next.size !== (config.defaultPageSize ?? DEFAULT_PAGE_SIZE)) search.set('size', String(next.size));
  const { sort } = next;
  if (sort && (sort.field !== config.defaultSort?.field || sort.order !== config.defaultSort.order)) {
    search.set('sort', sort.field);
    search.set('order', sort.order);
  }
  return search;
}

/** Form values (ids from selects, trimmed texts) as typed filters, through the same codecs as the URL. */
export function parseFilterValues<C extends FilterCodecs>(codecs: C, values: Record<string, unknown>): FilterValues<C> {
  const filters: Record<string, unknown> = {};
  for (const [key, codec] of Object.entries(codecs)) {
    const value = values[key];
    if (value === undefined || value === null || value === '') continue;
    const parsed = codec.parse(String(value));
    if (parsed !== undefined) filters[key] = parsed;
  }
  return filters as FilterValues<C>;
}
