import { describe, expect, it } from 'vitest';
import {
  dayParam,
  integerParam,
  type ListConfig,
  oneOfParam,
  readListParams,
  textParam,
  writeListParams,
} from './list-params';

const config = {
  filters: { order_no: textParam, station_id: integerParam(), status: oneOfParam([1, 2, 3]), from: dayParam },
  sortFields: ['started_at', 'total'],
  defaultSort: { field: 'started_at', order: 'desc' },
} satisfies ListConfig<
  {
    order_no: typeof textParam;
    station_id: ReturnType<typeof integerParam>;
    status: ReturnType<typeof oneOfParam<1 | 2 | 3>>;
    from: typeof dayParam;
  },
  'started_at' | 'total'
>;

const read = (search: string) => readListParams(new URLSearchParams(search), config);

describe('list params', () => {
  it('reads typed filters, page, size and sort', () => {
    expect(read('order_no=O-1&station_id=4&status=2&from=2026-03-01&page=3&size=50&sort=total&order=asc')).toEqual({
      filters: { order_no: 'O-1', station_id: 4, status: 2, from: '2026-03-01' },
      page: 3,
      size: 50,
      sort: { field: 'total', order: 'asc' },
    });
  });

  it('falls back to the defaults for missing or bad values', () => {
    expect(read('station_id=x&status=9&from=2026-02-30&page=0&size=500&sort=drop&order=up')).toEqual({
      filters: {},
      page: 1,
      size: 20,
      sort: { field: 'started_at', order: 'desc' },
    });
  });

  it('writes only what differs from the defaults and keeps params it does not own', () => {
    const written = writeListParams(new URLSearchParams('tab=2&page=4&status=1'), config, {
      filters: { order_no: ' O-9 ', station_id: undefined },
      page: 1,
      size: 20,
      sort: { field: 'started_at', order: 'desc' },
    });
    expect(written.toString()).toBe('tab=2&order_no=O-9');
  });

  it('round-trips a full state', () => {
    const state = read('order_no=A&status=3&page=2&size=100&sort=total&order=desc');
    expect(read(writeListParams(new URLSearchParams(), config, state).toString())).toEqual(state);
  });
});
