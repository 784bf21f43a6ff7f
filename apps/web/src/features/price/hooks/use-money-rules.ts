import { isMoneyAmount, MONEY_DECIMALS, normalizeLocale, validationMessage } from '@pcharging/validation';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

/** Rules of a required money field: the spec's money rule (no leading zeros, at most two decimals). */
export function useMoneyRules(title: string): FormRule[] {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const rule = t('price.money.rule', { decimals: MONEY_DECIMALS });
  return [
    { required: true, whitespace: true, message: validationMessage(locale, 'required', title) },
    {
      validator: (_, value: string | undefined) =>
        !value?.trim() || isMoneyAmount(value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(validationMessage(locale, 'invalid', title, rule))),
    },
  ];
}
