import { addRfidCard, type RfidCardInput } from '@pcharging/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { rfidChanged } from './rfid-changed';

export const addRfidCardMutationOptions = () =>
  mutationOptions({ mutationFn: (input: RfidCardInput) => addRfidCard(api, input), meta: rfidChanged });
