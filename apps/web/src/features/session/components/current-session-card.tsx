import type { SessionDetail } from '@pcharging/api-client';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Permission } from '../../../components/permission/permission';
import { ActionsCard } from '../../../components/ui/actions-card';
import { usePhone } from '../../../lib/phone';
import { useSession } from '../api/get-session';
import { PowerCurve } from './power-curve';
import { useSessionFacts } from './session-facts';
import { StopSessionDialog } from './stop-session-dialog';

export interface CurrentSessionCardProps {
  /** The session in progress on the port, if any (the port's `session_id`). */
  sessionId: number | null;
  staleAfterStop?: readonly QueryKey[];
  /** Where the port's past sessions are listed (its orders). */
  historyHref?: string;
}

// On a phone the technician at the charger reads the figures; the curve is the desk's.
function CurrentSession({ session }: { session: SessionDetail }) {
  const { head, figures } = useSessionFacts(session);
  const phone = usePhone();
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={[...head, ...figures]} />
      {session.power_curve.length > 1 && !phone && <PowerCurve samples={session.power_curve} />}
    </Flex>
  );
}

/** The port page's session in progress: live figures, the power curve, and the remote stop. */
export function CurrentSessionCard({ sessionId, staleAfterStop, historyHref }: CurrentSessionCardProps) {
  const { t } = useTranslation();
  const session = useSession(sessionId ?? undefined);
  const [stopping, setStopping] = useState(false);
  const running = session.data && session.data.state !== 'ended' ? session.data : undefined;
  return (
    <ActionsCard
      title={t('charger.session.current')}
      actions={
        <Flex gap={8}>
          {historyHref && <Link to={historyHref}>{t('charger.session.lastSessions')}</Link>}
          {running && (
            <Permission value="operator:session:stop">
              <Button danger onClick={() => setStopping(true)}>
                {t('charger.session.stop')}
              </Button>
            </Permission>
          )}
        </Flex>
      }
    >
      {sessionId === null ? (
        <Empty description={t('charger.session.none')} />
      ) : running ? (
        <CurrentSession session={running} />
      ) : session.isPending ? (
        <Skeleton active />
      ) : (
        <Empty description={t('charger.session.none')} />
      )}
      <StopSessionDialog
        session={stopping ? running : undefined}
        onClose={() => setStopping(false)}
        {...(staleAfterStop ? { staleAfterStop } : {})}
      />
    </ActionsCard>
  );
}
