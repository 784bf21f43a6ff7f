import type { Port } from '@pcharging/api-client';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { Permission } from '../../../components/permission/permission';
import { paths } from '../../../config/paths';
import { CurrentSessionCard } from '../../../features/session/components/current-session-card';
import { StartSessionButton } from '../../../features/session/components/start-session-button';
import { TimelineTable } from '../../../features/timeline/components/timeline-table';
import { PortUptimeCard } from '../../../features/uptime/components/port-uptime-card';
import { STALE_AFTER_STOP } from '../../live-stale-keys';

/**
 * The port page's remote start, its session in progress, its past sessions one click away (the port's orders), its uptime and its
 * timeline: each on a backend that offers it.
 */
export function portSession(port: Port) {
  return (
    <>
      <StartSessionButton asCard port={{ id: port.id, code: port.chargerid }} staleAfterStart={STALE_AFTER_STOP} />
      <Capable name="sessions">
        <CurrentSessionCard
          sessionId={port.session_id ?? null}
          staleAfterStop={STALE_AFTER_STOP}
          historyHref={paths.money.orders.getHref({ port_id: port.id })}
        />
      </Capable>
      <Capable name="uptime">
        <Permission value="operator:uptime:view">
          <PortUptimeCard
            portId={port.id}
            reportHref={paths.operator.uptime.getHref(port.stationid ? { station_id: port.stationid } : {})}
          />
        </Permission>
      </Capable>
      <Capable name="timeline">
        <PortTimeline portId={port.id} />
      </Capable>
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
