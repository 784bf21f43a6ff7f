import {
  normalizeLocale,
  passwordProblems,
  passwordRuleText,
  passwordsMatch,
  validationMessage,
} from '@pcharging/validation';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { useChangePassword } from '../api/change-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const WIRE_FIELDS: Readonly<Record<string, keyof PasswordValues>> = { oldPwd: 'oldPassword', pwd: 'newPassword' };

/** Changing one's own password keeps the session: the user stays signed in. */
export function ChangePasswordForm({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const { modal, message } = useFeedback();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const title = {
    oldPassword: t('pages.profile.oldPassword'),
    newPassword: t('pages.profile.newPassword'),
    confirmPassword: t('pages.profile.confirmPassword'),
  };

  const save = (values: PasswordValues) => {
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('pages.profile.passwordConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        change.mutate(
          { accountId, oldPassword: values.oldPassword, newPassword: values.newPassword },
          {
            onSuccess: () => {
              form.resetFields();
              void message.success(t('pages.profile.passwordChanged'));
            },
            onError: (error) => applyFieldErrors(form, error, WIRE_FIELDS),
          },
        ),
    });
  };

  return (
    <Card title={t('pages.profile.passwordTitle')}>
      <Form<PasswordValues> form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="oldPassword"
          label={title.oldPassword}
          rules={[{ required: true, message: validationMessage(locale, 'required', title.oldPassword) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={title.newPassword}
          extra={passwordRuleText(locale)}
          rules={[
            { required: true, message: validationMessage(locale, 'required', title.newPassword) },
            {
              validator: async (_, value: string | undefined) => {
                if (!value) return;
                const problems = passwordProblems(value);
                if (problems.length === 0) return;
                const rule = problems.map((problem) => t(`pages.profile.problem.${problem}`)).join(', ');
                throw new Error(validationMessage(locale, 'invalid', title.newPassword, rule));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={title.confirmPassword}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: validationMessage(locale, 'required', title.confirmPassword) },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && !passwordsMatch(getFieldValue('newPassword') ?? '', value)) {
                  throw new Error(validationMessage(locale, 'mismatch', title.confirmPassword));
                }
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
