import { createRfidAccount, type RfidAccountParams, type RfidCard } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidChanged } from './rfid-changed';

export interface CreateAccountInput {
  card: RfidCard;
  holder: Omit<RfidAccountParams, 'id'>;
}

/** A pending account for a card holder who has none; the server e-mails them a request for consent. */
export const createRfidAccountMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ card, holder }: CreateAccountInput) => createRfidAccount(api, { ...holder, id: card.id }),
    meta: rfidChanged,
  });
