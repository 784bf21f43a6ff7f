import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
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
  const oldPasswordLabel = t('pages.profile.oldPassword');

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
          label={oldPasswordLabel}
          rules={[{ required: true, message: validationMessage(locale, 'required', oldPasswordLabel) }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="newPassword"
          label={t('pages.profile.newPassword')}
          confirmLabel={t('pages.profile.confirmPassword')}
        />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
