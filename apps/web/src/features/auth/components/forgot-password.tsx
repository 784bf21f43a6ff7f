import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/feedback-context';

/** The legacy API has no self-service reset: the link explains who resets a password. */
export function ForgotPassword() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  return (
    <Button
      type="link"
      style={{ padding: 0 }}
      onClick={() =>
        modal.info({ title: t('login.forgotTitle'), content: t('login.forgotBody'), okText: t('common.ok') })
      }
    >
      {t('login.forgotPassword')}
    </Button>
  );
}
