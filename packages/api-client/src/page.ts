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

/** The UI speaks page/size; the wire speaks pageinfo[page]/pageinfo[perpage]. */
export function toPageInfo(request: PageRequest): { page: number; perpage: number } {
  return { page: request.page, perpage: request.size };
}
