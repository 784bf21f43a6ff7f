import { normalizeLocale } from '@pcharging/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetwork } from '../../../lib/use-session';
import { createFormatters, type Formatters } from '../format';

export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const { currency } = useNetwork();
  return useMemo(() => createFormatters(locale, t, currency), [locale, t, currency]);
}
