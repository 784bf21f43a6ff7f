import { UserOutlined } from '@ant-design/icons';
import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Button, Flex, theme } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../components/ui/form-errors';
import type { TextKey } from '../../../lib/catalogue-types';
import { useCaptcha } from '../api/get-captcha';
import { preparePasswordHash, useLogin } from '../api/login';
import { readRememberedAccount, rememberAccount } from '../remembered-account';
import { CaptchaField } from './captcha-field';
import { ForgotPassword } from './forgot-password';
import { LoginField } from './login-field';
import { LoginInput } from './login-input';
import { loginThemeVars } from './login-theme';
import { PasswordInput } from './password-input';
import { RememberCheck } from './remember-check';

type FieldName = 'account' | 'password' | 'captcha';
type Values = Record<FieldName, string>;

const FIELDS: readonly FieldName[] = ['account', 'password', 'captcha'];
const LABEL_KEYS: Readonly<Record<FieldName, TextKey>> = {
  account: 'login.account',
  password: 'login.password',
  captcha: 'login.captcha',
};
const WIRE_FIELDS: Readonly<Record<string, FieldName>> = { account: 'account', pwd: 'password', code: 'captcha' };
const fieldId = (field: FieldName) => `login-${field}`;

// A problem is kept as what it is rather than as text, so that its message follows a change of language.
type Problem = { kind: 'required' } | { kind: 'server'; text: string };
type Problems = Partial<Record<FieldName, Problem>>;

const checkRequired = (value: string): Problem | undefined => (value.trim() ? undefined : { kind: 'required' });
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/**
 * Plain elements drawn with the theme's tokens rather than antd's Form and Input family: the login page is the one
 * everybody loads first, and those would double its own code. Fields are checked as they change and on submit.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const { token } = theme.useToken();
  const [values, setValues] = useState<Values>(() => ({
    account: readRememberedAccount() ?? '',
    password: '',
    captcha: '',
  }));
  const [remember, setRemember] = useState(() => readRememberedAccount() !== undefined);
  const [problems, setProblems] = useState<Problems>({});
  const captcha = useCaptcha();
  const { signIn, isPending } = useLogin();

  const change = (field: FieldName) => (value: string) => {
    if (field === 'password') preparePasswordHash();
    setValues((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => ({ ...previous, [field]: checkRequired(value) }));
  };

  const messageOf = (field: FieldName): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem.kind === 'server' ? problem.text : validationMessage(locale, 'required', t(LABEL_KEYS[field]));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found: Problems = Object.fromEntries(FIELDS.map((field) => [field, checkRequired(values[field])]));
    setProblems(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const account = values.account.trim();
    signIn({ account, password: values.password, captcha: values.captcha.trim() }).then(
      () => {
        rememberAccount(remember ? account : undefined);
        onSignedIn();
      },
      (error: unknown) => {
        // The captcha is spent whatever went wrong.
        setValues((previous) => ({ ...previous, captcha: '' }));
        captcha.refresh();
        const fromServer = [...fieldErrorsOf(error, WIRE_FIELDS)].filter(([field]) => isField(field));
        setProblems(Object.fromEntries(fromServer.map(([field, text]) => [field, { kind: 'server', text }])));
      },
    );
  };

  const field = (name: FieldName) => ({
    id: fieldId(name),
    value: values[name],
    onChange: change(name),
    invalid: problems[name] !== undefined,
    'aria-required': true,
  });
  return (
    <form noValidate onSubmit={submit} style={loginThemeVars(token)}>
      <LoginField id={fieldId('account')} label={t('login.account')} error={messageOf('account')}>
        <LoginInput
          {...field('account')}
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
        />
      </LoginField>
      <LoginField id={fieldId('password')} label={t('login.password')} error={messageOf('password')}>
        <PasswordInput {...field('password')} placeholder={t('login.passwordPlaceholder')} />
      </LoginField>
      <LoginField id={fieldId('captcha')} label={t('login.captcha')} error={messageOf('captcha')}>
        <CaptchaField
          {...field('captcha')}
          imageUrl={captcha.imageUrl}
          loading={captcha.isLoading}
          onRefresh={captcha.refresh}
        />
      </LoginField>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <RememberCheck checked={remember} onChange={setRemember} label={t('login.rememberAccount')} />
        <ForgotPassword />
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
