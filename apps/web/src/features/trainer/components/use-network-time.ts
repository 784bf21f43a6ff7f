import { normalizeLocale } from '@pcharging/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { browserNetwork } from '../../../lib/network';

/**
 * Times of the simulated clock in the reader's own zone: the console has no sign-in, so it does not know the
 * network's zone, and a trainer compares them with the clock beside them, not with the books.
 */
export function useLocalTime(): (value: string | number | null | undefined) => string {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  return useCallback(
    (value) => {
      const iso = typeof value === 'number' ? new Date(value).toISOString() : value;
      return formatDateTime(iso, locale, browserNetwork().timeZone) ?? t('common.none');
    },
    [locale, t],
  );
}
