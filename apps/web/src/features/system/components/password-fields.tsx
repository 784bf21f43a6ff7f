import {
  normalizeLocale,
  passwordProblems,
  passwordRuleText,
  passwordsMatch,
  validationMessage,
} from '@pcharging/validation';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The fields a form with a new password names. */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password under the spec's rule, entered twice; `initial` names it the new account's first password. */
export function PasswordFields({ initial = false }: { initial?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const title = {
    password: initial ? t('system.user.password') : t('system.user.newPassword'),
    confirmPassword: t('system.user.confirmPassword'),
  };
  return (
    <>
      <Form.Item
        name="password"
        label={title.password}
        extra={passwordRuleText(locale)}
        rules={[
          { required: true, message: validationMessage(locale, 'required', title.password) },
          {
            validator: async (_, value: string | undefined) => {
              if (!value) return;
              const problems = passwordProblems(value);
              if (problems.length === 0) return;
              const rule = problems.map((problem) => t(`pages.profile.problem.${problem}`)).join(', ');
              throw new Error(validationMessage(locale, 'invalid', title.password, rule));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={title.confirmPassword}
        dependencies={['password']}
        rules={[
          { required: true, message: validationMessage(locale, 'required', title.confirmPassword) },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && !passwordsMatch(getFieldValue('password') ?? '', value)) {
                throw new Error(validationMessage(locale, 'mismatch', title.confirmPassword));
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
