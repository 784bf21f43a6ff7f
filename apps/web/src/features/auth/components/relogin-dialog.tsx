import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { sessionStore } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';
import { useSignOut } from '../api/sign-out';

/**
 * The single re-login prompt (spec section 4). Every call answering 401/1005 marks the session expired; the
 * mark is one flag, so however many calls fail together, one dialog opens.
 */
export function ReloginDialog() {
  const { expired } = useSession();
  const { modal } = useFeedback();
  const { t } = useTranslation();
  const signOut = useSignOut();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const returnToRef = useRef(returnTo);
  const openRef = useRef(false);

  useEffect(() => {
    returnToRef.current = returnTo;
  }, [returnTo]);

  useEffect(() => {
    if (!expired || openRef.current) return;
    openRef.current = true;
    modal.confirm({
      title: t('errors.sessionExpired'),
      content: t('errors.sessionExpiredHint'),
      okText: t('errors.relogin'),
      cancelText: t('common.cancel'),
      onOk: () => {
        openRef.current = false;
        return signOut({ redirect: returnToRef.current, expired: true });
      },
      onCancel: () => {
        openRef.current = false;
        sessionStore.dismissExpired();
      },
    });
  }, [expired, modal, t, signOut]);

  return null;
}
