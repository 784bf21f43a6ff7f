import type { Port } from '@pcharging/api-client';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { CurrentSessionCard } from '../../../features/session/components/current-session-card';
import { TimelineTable } from '../../../features/timeline/components/timeline-table';
import { STALE_AFTER_STOP } from '../../live-stale-keys';

/** The port page's session in progress, its past sessions one click away (the port's orders), and its timeline. */
export function portSession(port: Port) {
  return (
    <>
      <CurrentSessionCard
        sessionId={port.session_id}
        staleAfterStop={STALE_AFTER_STOP}
        historyHref={paths.money.orders.getHref({ port_id: port.id })}
      />
      <PortTimeline portId={port.id} />
    </>
  );
}

function PortTimeline({ portId }: { portId: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('common.timeline.title')}>
      <TimelineTable scope={{ port_id: portId }} />
    </Card>
  );
}
