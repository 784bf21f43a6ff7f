/** The two page shapes the backend answers with. */
export type RawPage<T> = { items: T[]; total: number | string } | { list: T[]; count: number | string };

export interface Page<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  page: number;
  size: number;
}

export function normalizePage<T>(raw: RawPage<T>): Page<T> {
  if ('items' in raw) return { items: raw.items, total: Number(raw.total) || 0 };
  return { items: raw.list, total: Number(raw.count) || 0 };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An answer's `data` with a page in either shape read as `{items, total}` (a numeric total), its other fields
 * (`total_capped`) kept; anything that is not a page is returned as it is.
 */
export function normalizePageData(data: unknown): unknown {
  if (!isRecord(data)) return data;
  if (Array.isArray(data.list) && 'count' in data && !('items' in data)) {
    const { list, count, ...rest } = data;
    return { ...rest, ...normalizePage({ list, count: String(count) }) };
  }
  if (Array.isArray(data.items) && typeof data.total === 'string') {
    return { ...data, ...normalizePage({ items: data.items, total: data.total }) };
  }
  return data;
}

/** The UI speaks page/size; the wire speaks pageinfo[page]/pageinfo[perpage]. */
export function toPageInfo(request: PageRequest): { page: number; perpage: number } {
  return { page: request.page, perpage: request.size };
}
