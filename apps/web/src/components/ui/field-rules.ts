import { isEmail, normalizeLocale, validationMessage } from '@pcharging/validation';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The rules forms share, with the spec's generic messages in the reader's language: a text that must be written
 * (spaces alone do not count), a value that must be entered as typed (a number, a password), a choice that must
 * be made, a text that must match a pattern (`rule` says what it takes), and an e-mail address when one is given.
 */
export function useFieldRules() {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  return useMemo(
    () => ({
      required: (title: string): FormRule => ({
        required: true,
        whitespace: true,
        message: validationMessage(locale, 'required', title),
      }),
      entered: (title: string): FormRule => ({ required: true, message: validationMessage(locale, 'required', title) }),
      selected: (title: string): FormRule => ({ required: true, message: validationMessage(locale, 'select', title) }),
      matching: (pattern: RegExp, title: string, rule?: string): FormRule => ({
        pattern,
        message: validationMessage(locale, 'invalid', title, rule),
      }),
      email: (title: string): FormRule => ({
        validator: async (_, value: string | undefined) => {
          if (value?.trim() && !isEmail(value.trim())) throw new Error(validationMessage(locale, 'invalid', title));
        },
      }),
    }),
    [locale],
  );
}
