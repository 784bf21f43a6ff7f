import { listRfidCards, type RfidCard } from '@pcharging/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chargerKeys } from './keys';

const CHOICES_PAGE = { page: 1, size: 20 };

export interface WhitelistCardChoice {
  cardNo: string;
  holderName: string | null;
  account: string | null;
}

const choiceOf = (card: RfidCard): WhitelistCardChoice => ({
  cardNo: card.card_no,
  holderName: card.customer_name,
  account: card.account,
});

/** Cards whose number or bound account contains the search, each with its holder, numbers first. */
export const whitelistCardChoicesQueryOptions = (search: string, enabled: boolean) =>
  queryOptions({
    enabled,
    queryKey: chargerKeys.cardChoices(search),
    queryFn: async (): Promise<WhitelistCardChoice[]> => {
      const [byNumber, byAccount] = await Promise.all([
        listRfidCards(api, search ? { card_no: search } : {}, CHOICES_PAGE),
        search ? listRfidCards(api, { account: search }, CHOICES_PAGE) : undefined,
      ]);
      const cards = new Map<string, WhitelistCardChoice>();
      for (const card of [...byNumber.items, ...(byAccount?.items ?? [])]) cards.set(card.card_no, choiceOf(card));
      return [...cards.values()];
    },
    placeholderData: keepPreviousData,
  });

/** Searches only for users who may list the cards; the others type or paste numbers. */
export function useWhitelistCardChoices(search: string, enabled: boolean) {
  return useQuery(whitelistCardChoicesQueryOptions(search.trim(), enabled));
}
