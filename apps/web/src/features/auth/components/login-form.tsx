import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Button, Checkbox, Flex, Form } from 'antd';
// The single inputs, not antd's Input family: TextArea, OTP and Search would ride along on the login page.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { readRememberedAccount, rememberAccount } from '../remembered-account';
import { CaptchaField } from './captcha-field';
import { ForgotPassword } from './forgot-password';

interface LoginFormValues {
  account: string;
  password: string;
  captcha: string;
  remember: boolean;
}

const WIRE_FIELDS: Readonly<Record<string, keyof LoginFormValues>> = {
  account: 'account',
  pwd: 'password',
  code: 'captcha',
};

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const [form] = Form.useForm<LoginFormValues>();
  const captcha = useCaptcha();
  const { signIn, isPending } = useLogin();
  const required = (titleKey: string) => ({
    required: true,
    whitespace: true,
    message: validationMessage(locale, 'required', t(titleKey)),
  });

  const onFinish = (values: LoginFormValues) => {
    const account = values.account.trim();
    signIn({ account, password: values.password, captcha: values.captcha.trim() }).then(
      () => {
        rememberAccount(values.remember ? account : undefined);
        onSignedIn();
      },
      (error: unknown) => {
        // The captcha is spent whatever went wrong.
        form.setFieldValue('captcha', '');
        captcha.refresh();
        applyFieldErrors(form, error, WIRE_FIELDS);
      },
    );
  };

  const rememberedAccount = readRememberedAccount();
  return (
    <Form<LoginFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{ account: rememberedAccount ?? '', remember: rememberedAccount !== undefined }}
    >
      <Form.Item name="account" label={t('login.account')} rules={[required('login.account')]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          size="large"
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[required('login.password')]}>
        <Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          size="large"
        />
      </Form.Item>
      <Form.Item name="captcha" label={t('login.captcha')} rules={[required('login.captcha')]}>
        <CaptchaField imageUrl={captcha.imageUrl} loading={captcha.isLoading} onRefresh={captcha.refresh} />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>{t('login.rememberAccount')}</Checkbox>
        </Form.Item>
        <ForgotPassword />
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
