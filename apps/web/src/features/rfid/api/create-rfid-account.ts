import { createRfidAccount, type RfidAccountInput, type RfidCard } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidChanged } from './rfid-changed';

export interface CreateAccountInput {
  card: RfidCard;
  holder: RfidAccountInput;
}

/** A pending account for a card holder who has none; the server e-mails them a request for consent. */
export const createRfidAccountMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ card, holder }: CreateAccountInput) => createRfidAccount(api, card.id, holder),
    meta: rfidChanged,
  });
