import { listCustomers } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidKeys } from './keys';

const CHOICES_PAGE = { page: 1, size: 20 };
/** user_status 1: only enabled accounts can hold a card. */
const ENABLED = 1;

export interface AccountChoice {
  value: string;
  label: string;
}

/** Enabled customer accounts matching a part of the account, name, e-mail or phone, to bind a card to. */
export const accountChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: rfidKeys.accountChoices(search),
    queryFn: async (): Promise<AccountChoice[]> => {
      const page = await listCustomers(api, { status: ENABLED, ...(search ? { keyword: search } : {}) }, CHOICES_PAGE);
      return page.items.map((customer) => ({
        value: customer.account,
        label: `${customer.name} (${customer.account})`,
      }));
    },
    placeholderData: keepPreviousData,
  });

export function useAccountChoices(search: string) {
  return useQuery(accountChoicesQueryOptions(search.trim()));
}
