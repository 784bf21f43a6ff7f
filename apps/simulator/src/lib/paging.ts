export const DEFAULT_PAGE_SIZE = 20;
/** Totals are counted up to this many rows: counting millions of matches would cost more than the page itself. */
export const COUNT_CAP = 10_000;

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The validated `pageinfo` as SQL LIMIT/OFFSET. */
export function pageWindow(pageinfo: Record<string, unknown>): PageWindow {
  const page = Number(pageinfo.page ?? 1) || 1;
  const perpage = Number(pageinfo.perpage ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  return { limit: perpage, offset: (page - 1) * perpage };
}
