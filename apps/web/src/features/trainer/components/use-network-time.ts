import { normalizeLocale } from '@pcharging/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { browserNetwork } from '../../../lib/network';
import { useClock } from '../api/clock';

/** The network's time zone as its clock says it; the reader's own until the clock has answered. */
export function useNetworkZone(): string {
  return useClock().data?.timeZone ?? browserNetwork().timeZone;
}

/**
 * Times of the simulated clock in the network's zone, as trainees read them in their app: a trainer who compares
 * a trainee's screen with the console sees the same hour.
 */
export function useNetworkTime(): (value: string | number | null | undefined) => string {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const zone = useNetworkZone();
  return useCallback(
    (value) => {
      const iso = typeof value === 'number' ? new Date(value).toISOString() : value;
      return formatDateTime(iso, locale, zone) ?? t('common.none');
    },
    [locale, t, zone],
  );
}
