import { resetUserPassword, type SystemUser } from '@pcharging/api-client';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { api } from '../../../lib/api';
import { useRefreshSystem } from '../api/use-refresh-system';
import { PasswordFields, type PasswordValues } from './password-fields';

export interface ResetPasswordDialogProps {
  /** The user whose password is reset; none closes the dialog. */
  user: SystemUser | undefined;
  onClose: () => void;
}

/** A new password for someone else, entered twice, confirmed; their other sessions end. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  return user ? <OpenResetPasswordDialog user={user} onClose={onClose} /> : null;
}

function OpenResetPasswordDialog({ user, onClose }: { user: SystemUser; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const refresh = useRefreshSystem();
  const reset = useAction<PasswordValues, null>({
    kind: 'passwordReset',
    run: (values) => resetUserPassword(api, user.id, values.password),
    onSuccess: async () => {
      onClose();
      await refresh();
    },
    onError: (error) => applyFieldErrors(form, error, { pwd: 'password' }),
  });

  return (
    <Modal
      open
      title={t('system.user.resetTitle', { username: user.username })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={reset.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<PasswordValues> form={form} layout="vertical" onFinish={(values) => reset.trigger(values)}>
        <PasswordFields />
      </Form>
    </Modal>
  );
}
