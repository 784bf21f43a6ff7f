import { getIncomeStatistics, getOverview, listIncomeByStation } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  asExpired,
  errorAnswer,
  expectAnswer,
  expectRefusal,
  FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  PAGEINFO,
} from './support';

// The seeded orders cover the last 60 days, so the success cases use the default range (the last 30 days).

describe('statistics', () => {
  it('reads the overview of a date range', async () => {
    const overview = await expectAnswer({
      description: 'the overview of the default range',
      path: '/Statistics/overview',
      body: { params: {} },
      answer: okAnswer('getOverview'),
      call: (client) => getOverview(client),
    });
    expect(overview.network.stations).toEqual(expect.any(Number));
  });

  it('reads the count of suspect sessions, where the backend offers sessions', async () => {
    const overview = await expectAnswer({
      capability: 'sessions',
      description: 'the overview of the default range with the suspect sessions',
      path: '/Statistics/overview',
      body: { params: {} },
      answer: okAnswer('getOverview', {}, 'sessions'),
      call: (client) => getOverview(client),
    });
    expect(overview.network.sessions_suspect).toEqual(expect.any(Number));
  });

  it('reads refunds and net income by day, where the backend offers money corrections', async () => {
    const overview = await expectAnswer({
      capability: 'money-corrections',
      description: 'the overview of the default range with refunds and net income',
      path: '/Statistics/overview',
      body: { params: {} },
      answer: okAnswer('getOverview', {}, 'money-corrections'),
      call: (client) => getOverview(client),
    });
    expect(overview.by_day[0]?.net_income).toEqual(expect.any(String));
  });

  it('refuses a malformed date with a field error', async () => {
    const error = await expectRefusal({
      description: 'the overview from a malformed date',
      path: '/Statistics/overview',
      body: { params: { from: '01/02/2026' } },
      answer: invalidAnswer('from', 'Invalid from'),
      call: (client) => getOverview(client, { from: '01/02/2026' }),
    });
    expect(error?.fieldErrors.from).toBeTruthy();
  });

  it('reads the income by week', async () => {
    const income = await expectAnswer({
      description: 'the income of the default range by ISO week',
      path: '/Statistics/income',
      body: { params: { granularity: 'week' } },
      answer: okAnswer('getIncomeStatistics', { granularity: 'week' }),
      call: (client) => getIncomeStatistics(client, { granularity: 'week' }),
    });
    expect(income.granularity).toBe('week');
    expect(income.series.length).toBeGreaterThan(0);
  });

  it('reads the refunds of each week, where the backend offers money corrections', async () => {
    const income = await expectAnswer({
      capability: 'money-corrections',
      description: 'the income of the default range by ISO week with refunds and net income',
      path: '/Statistics/income',
      body: { params: { granularity: 'week' } },
      answer: okAnswer('getIncomeStatistics', { granularity: 'week' }, 'money-corrections'),
      call: (client) => getIncomeStatistics(client, { granularity: 'week' }),
    });
    expect(income.series[0]?.refunds).toEqual(expect.any(String));
  });

  it('asks to sign in again when the session has expired', async () => {
    const error = await expectRefusal({
      ...asExpired,
      description: 'the income with an expired session',
      path: '/Statistics/income',
      body: { params: {} },
      answer: errorAnswer(1005, MESSAGES.sessionExpired),
      call: (client) => getIncomeStatistics(client),
    });
    expect(error?.code).toBe(1005);
  });

  it('lists the income by station', async () => {
    const page = await expectAnswer({
      description: 'a page of the income of each station',
      path: '/Statistics/income_by_station',
      body: { params: { sort: 'income' }, pageinfo: PAGEINFO },
      answer: okAnswer('listIncomeByStation'),
      call: (client) => listIncomeByStation(client, { sort: 'income' }, FIRST_PAGE),
    });
    expect(page.items[0]?.station_name).toEqual(expect.any(String));
  });

  it('lists the refunds of each station, where the backend offers money corrections', async () => {
    const page = await expectAnswer({
      capability: 'money-corrections',
      description: 'a page of the income of each station with refunds and net income',
      path: '/Statistics/income_by_station',
      body: { params: { sort: 'income' }, pageinfo: PAGEINFO },
      answer: okAnswer('listIncomeByStation', {}, 'money-corrections'),
      call: (client) => listIncomeByStation(client, { sort: 'income' }, FIRST_PAGE),
    });
    expect(page.items[0]?.net_income).toEqual(expect.any(String));
  });
});
