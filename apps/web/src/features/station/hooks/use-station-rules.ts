import { isMoney, isPreAuthAmount, normalizeLocale, PHONE_PATTERN, validationMessage } from '@pcharging/validation';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../components/ui/field-rules';

/** The station form's rules, with the spec's generic messages in the reader's language. */
export function useStationRules() {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const fieldRules = useFieldRules();
  return useMemo(() => {
    const { required, selected, entered } = fieldRules;
    const check =
      (title: string, isValid: (value: string) => boolean, rule?: string): FormRule =>
      () => ({
        validator: (_, value: unknown) =>
          value === undefined || value === null || isValid(String(value).trim())
            ? Promise.resolve()
            : Promise.reject(new Error(validationMessage(locale, 'invalid', title, rule))),
      });
    const phone = (title: string) => check(title, (value) => PHONE_PATTERN.test(value));
    const money = (title: string) => check(title, isMoney);
    const preAuthTitle = t('station.field.minAmount');
    return {
      name: [required(t('station.field.name'))],
      tel: [phone(t('station.field.tel'))],
      type: [selected(t('station.field.type'))],
      operator: [selected(t('station.field.operator'))],
      city: [required(t('station.field.city'))],
      address: [required(t('station.field.address'))],
      lng: [entered(t('station.field.lng'))],
      lat: [entered(t('station.field.lat'))],
      phone: [phone(t('station.field.phone'))],
      minAmount: [
        required(preAuthTitle),
        check(preAuthTitle, (value) => value === '' || isPreAuthAmount(value), t('station.field.minAmountRule')),
      ],
      minStopAmount: [money(t('station.field.minStopAmount'))],
      minBalance: [money(t('station.field.minBalance'))],
    } satisfies Record<string, FormRule[]>;
  }, [fieldRules, locale, t]);
}
