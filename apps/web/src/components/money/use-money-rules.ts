import { isMoneyAmount, MONEY_DECIMALS, normalizeLocale, validationMessage } from '@pcharging/validation';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../ui/field-rules';
import { moneyCents } from './money-cents';

/** The most an amount may be, as the API writes money (`"12.50"`), and that amount as the reader sees it. */
export interface MoneyMax {
  amount: string;
  text: string;
}

export interface MoneyLimits {
  /** Refuses zero: an amount of money to move must be more than nothing. */
  positive?: boolean;
  /** The most it may be; read from the form when it is checked if it depends on another field (a debit's limit). */
  max?: MoneyMax | ((form: Pick<FormInstance, 'getFieldValue'>) => MoneyMax | undefined);
}

/**
 * Rules of a required money field: the spec's money rule (no sign, no leading zeros, at most two decimals), then
 * the limits of what the amount is for.
 */
export function useMoneyRules(title: string, { positive = false, max }: MoneyLimits = {}): FormRule[] {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const { required } = useFieldRules();
  const rule = t('common.money.rule', { decimals: MONEY_DECIMALS });
  const check = (value: string | undefined, most: MoneyMax | undefined): string | undefined => {
    const amount = value?.trim();
    if (!amount) return undefined;
    if (!isMoneyAmount(amount)) return validationMessage(locale, 'invalid', title, rule);
    if (positive && moneyCents(amount) === 0) return t('common.money.positive', { title });
    if (most && moneyCents(amount) > moneyCents(most.amount)) return t('common.money.max', { title, max: most.text });
    return undefined;
  };
  return [
    required(title),
    (form) => ({
      validator: (_, value: string | undefined) => {
        const problem = check(value, typeof max === 'function' ? max(form) : max);
        return problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));
      },
    }),
  ];
}
