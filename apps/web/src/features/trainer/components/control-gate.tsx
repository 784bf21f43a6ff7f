import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { errorText } from '../../../lib/api';
import { useClock } from '../api/clock';
import { isControlFailure, isRefusal } from '../api/control-client';
import { KeyPrompt } from './key-prompt';

/** What the console says where there is no control surface (a real backend). */
export function NoControlSurface() {
  const { t } = useTranslation();
  return <Result status="info" title={t('trainer.unavailable')} />;
}

/**
 * Opens the console once the control surface answered: it asks for the key when the surface wants one, and says
 * plainly when there is none here (a real backend).
 */
export function ControlGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const clock = useClock();

  if (clock.isPending) return <PageSpinner />;
  if (clock.isError) {
    const { error } = clock;
    if (isControlFailure(error, 'needs-key')) return <KeyPrompt />;
    if (isControlFailure(error, 'unavailable') || isRefusal(error, 404)) return <NoControlSurface />;
    return (
      <Result
        status="error"
        title={t('trainer.failed')}
        subTitle={errorText(error)}
        extra={
          <Button type="primary" onClick={() => void clock.refetch()}>
            {t('trainer.retry')}
          </Button>
        }
      />
    );
  }
  return children;
}
