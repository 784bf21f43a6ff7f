import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';

/** The fields a form with a new password names. */
export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password under the spec's rule, entered twice; `initial` names it the new account's first password. */
export function PasswordFields({ initial = false }: { initial?: boolean }) {
  const { t } = useTranslation();
  return (
    <NewPasswordFields
      name="password"
      label={initial ? t('system.user.password') : t('system.user.newPassword')}
      confirmLabel={t('system.user.confirmPassword')}
    />
  );
}
