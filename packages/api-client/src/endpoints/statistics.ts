import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';

type Schemas = components['schemas'];
export type Overview = Schemas['Overview'];
export type IncomeStatistics = Schemas['IncomeStatistics'];
export type StationIncomeFigures = Schemas['StationIncomeFigures'];
export type StatisticsRangeParams = Schemas['StatisticsRangeParams'];
export type IncomeGranularity = IncomeStatistics['granularity'];

export function getOverview(client: ApiClient, params: StatisticsRangeParams = {}): Promise<Overview> {
  return settle(client, client.http.POST('/Statistics/overview', { body: { params } }));
}

export function getIncomeStatistics(
  client: ApiClient,
  params: StatisticsRangeParams & { granularity?: IncomeGranularity } = {},
): Promise<IncomeStatistics> {
  return settle(client, client.http.POST('/Statistics/income', { body: { params } }));
}

export function listIncomeByStation(
  client: ApiClient,
  params: { from?: string; to?: string; sort?: 'income' | 'energy' | 'orders' },
  page: PageRequest,
): Promise<Page<StationIncomeFigures> & { range: IncomeStatistics['range'] }> {
  return settle(
    client,
    client.http.POST('/Statistics/income_by_station', { body: { params, pageinfo: toPageInfo(page) } }),
  );
}
