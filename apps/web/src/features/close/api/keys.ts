import type { DayCloseParams } from '@pcharging/api-client';

export const closeKeys = {
  all: ['close'] as const,
  days: (range: DayCloseParams) => [...closeKeys.all, range] as const,
};
