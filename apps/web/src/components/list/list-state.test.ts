import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defineListState, param } from './list-state';

const filters = {
  account: param.text,
  status: param.oneOf([1, 2, 3]),
  started_from: param.day,
  started_to: param.day,
};
const period = { field: 'started', from: 'started_from', to: 'started_to' } as const;
const orders = defineListState<typeof filters, 'started', 'started_from', 'started_to', 'total'>(
  { filters, sortFields: ['total'] },
  period,
);

describe('a list state with a period', () => {
  it('shows the URL days as one range in the form, and the form range as URL days', () => {
    const form = orders.toForm({ account: 'priya', started_from: '2026-03-01', started_to: '2026-03-31' });
    expect(form.account).toBe('priya');
    expect(form.started?.map((day) => day?.format('YYYY-MM-DD'))).toEqual(['2026-03-01', '2026-03-31']);
    expect(orders.fromForm({ ...form, status: 2 })).toEqual({
      account: 'priya',
      status: 2,
      started_from: '2026-03-01',
      started_to: '2026-03-31',
    });
  });

  it('drops what the URL codecs refuse, as the URL would', () => {
    expect(orders.fromForm({ account: '  ', started: [dayjs('2026-03-05'), null] })).toEqual({
      started_from: '2026-03-05',
    });
  });

  it('sends the period as the first and last instants of the network days, with the sort', () => {
    const request = orders.toRequest(
      { status: 3, started_from: '2026-03-08', started_to: '2026-03-08' },
      { timeZone: 'America/Vancouver', sort: { field: 'total', order: 'asc' } },
    );
    // The 8th of March 2026 is Vancouver's 23-hour day: summer time starts at 02:00.
    expect(request).toEqual({
      status: 3,
      started_from: '2026-03-08T08:00:00.000Z',
      started_to: '2026-03-09T06:59:59.999Z',
      sort: 'total',
      order: 'asc',
    });
  });

  it('sends calendar days as they are when the API takes days, not instants', () => {
    expect(orders.toRequest({ started_from: '2026-03-08' })).toEqual({ started_from: '2026-03-08' });
  });
});
