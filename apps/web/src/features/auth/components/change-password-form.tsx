import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { useFieldRules } from '../../../components/ui/field-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { changePasswordMutationOptions } from '../api/change-password';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const WIRE_FIELDS: Readonly<Record<string, keyof PasswordValues>> = { oldPwd: 'oldPassword', pwd: 'newPassword' };

/** Changing one's own password keeps the session: the user stays signed in. */
export function ChangePasswordForm({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<PasswordValues>();
  const change = useAction({
    kind: 'save',
    mutation: changePasswordMutationOptions(),
    confirmContent: t('pages.profile.passwordConfirm'),
    successText: () => t('pages.profile.passwordChanged'),
    failureText: (reason) => reason,
    onSuccess: () => form.resetFields(),
    onError: (error) => applyFieldErrors(form, error, WIRE_FIELDS),
  });
  const oldPasswordLabel = t('pages.profile.oldPassword');

  const save = (values: PasswordValues) =>
    change.trigger({ accountId, oldPassword: values.oldPassword, newPassword: values.newPassword });

  return (
    <Card title={t('pages.profile.passwordTitle')}>
      <Form<PasswordValues> form={form} layout="vertical" onFinish={save}>
        <Form.Item name="oldPassword" label={oldPasswordLabel} rules={[rules.entered(oldPasswordLabel)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields
          name="newPassword"
          label={t('pages.profile.newPassword')}
          confirmLabel={t('pages.profile.confirmPassword')}
        />
        <Button type="primary" htmlType="submit" loading={change.pending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
