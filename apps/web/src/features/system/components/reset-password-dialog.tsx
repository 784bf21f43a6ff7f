import type { User } from '@pcharging/api-client';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { resetUserPasswordMutationOptions } from '../api/reset-user-password';
import { PasswordFields, type PasswordValues } from './password-fields';

export interface ResetPasswordDialogProps {
  /** The user whose password is reset; none closes the dialog. */
  user: User | undefined;
  onClose: () => void;
}

/** A new password for someone else, entered twice, confirmed; their other sessions end. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  return user ? <OpenResetPasswordDialog user={user} onClose={onClose} /> : null;
}

function OpenResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const reset = useAction<{ id: number; password: string }, null>({
    kind: 'passwordReset',
    mutation: resetUserPasswordMutationOptions(),
    onSuccess: onClose,
    onError: (error) => applyFieldErrors(form, error, { pwd: 'password' }),
  });

  return (
    <FormDialog<PasswordValues>
      open
      title={t('system.user.resetTitle', { username: user.username })}
      okText={t('common.ok')}
      form={form}
      pending={reset.pending}
      onSubmit={(values) => reset.trigger({ id: user.id, password: values.password })}
      onCancel={onClose}
    >
      <PasswordFields />
    </FormDialog>
  );
}
