import {
  normalizeLocale,
  passwordProblems,
  passwordRuleText,
  passwordsMatch,
  validationMessage,
} from '@pcharging/validation';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from './field-rules';

export interface NewPasswordFieldsProps {
  /** The form field that holds the new password; its confirmation is `confirmPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
}

/** A new password under the spec's rule, entered twice: for one's own password and for an account's. */
export function NewPasswordFields({ name, label, confirmLabel }: NewPasswordFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const rules = useFieldRules();
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={passwordRuleText(locale)}
        rules={[
          rules.entered(label),
          {
            validator: async (_, value: string | undefined) => {
              if (!value) return;
              const problems = passwordProblems(value);
              if (problems.length === 0) return;
              const rule = problems.map((problem) => t(`pages.profile.problem.${problem}`)).join(', ');
              throw new Error(validationMessage(locale, 'invalid', label, rule));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirmLabel}
        dependencies={[name]}
        rules={[
          rules.entered(confirmLabel),
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && !passwordsMatch(getFieldValue(name) ?? '', value)) {
                throw new Error(validationMessage(locale, 'mismatch', confirmLabel));
              }
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
