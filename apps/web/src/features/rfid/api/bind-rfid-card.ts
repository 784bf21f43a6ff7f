import { bindRfidCard, type RfidCard } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidChanged } from './rfid-changed';

export interface BindInput {
  card: RfidCard;
  account: string;
}

export const bindRfidCardMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ card, account }: BindInput) => bindRfidCard(api, { id: card.id, account }),
    meta: rfidChanged,
  });
