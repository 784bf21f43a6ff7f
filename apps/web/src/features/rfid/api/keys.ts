import type { PageRequest, RfidListParams } from '@pcharging/api-client';

export const rfidKeys = {
  all: ['rfid-cards'] as const,
  lists: () => [...rfidKeys.all, 'list'] as const,
  list: (filters: RfidListParams, page: PageRequest) => [...rfidKeys.lists(), filters, page] as const,
  accountChoices: (search: string) => [...rfidKeys.all, 'account-choices', search] as const,
};
