import { type RfidCard, unbindRfidCard } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidChanged } from './rfid-changed';

export const unbindRfidCardMutationOptions = () =>
  mutationOptions({ mutationFn: (card: RfidCard) => unbindRfidCard(api, { id: card.id }), meta: rfidChanged });
