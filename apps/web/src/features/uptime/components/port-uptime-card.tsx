import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActionsCard } from '../../../components/ui/actions-card';
import { useFormat } from '../../../lib/format';
import { usePortUptime } from '../api/list-port-uptime';
import { RecentMonths, UptimeTag } from './uptime-columns';

const ONE = { page: 1, size: 1 };

export interface PortUptimeCardProps {
  portId: number;
  /** The report, opened on the port's station. */
  reportHref: string;
}

/** A port's rolling-year uptime and its last months, with the way to its outages in the report. */
export function PortUptimeCard({ portId, reportHref }: PortUptimeCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const uptime = usePortUptime({ port_id: portId }, ONE);
  const port = uptime.data?.items[0];
  const target = uptime.data?.target ?? 97;
  // A port outside the report (its charger not approved, its station not in operation) has no figures to show.
  if (!port) return null;
  return (
    // On a phone the link comes as a full-size target under the title, as the card's other commands do.
    <ActionsCard
      title={t('uptime.portCard.title')}
      actions={<Link to={reportHref}>{t('uptime.portCard.report')}</Link>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'year', label: t('uptime.year'), children: <UptimeTag uptime={port.year.uptime} target={target} /> },
          { key: 't_outage', label: t('uptime.tOutage'), children: format.number(port.year.t_outage, 0) },
          { key: 't_excluded', label: t('uptime.tExcluded'), children: format.number(port.year.t_excluded, 0) },
          {
            key: 'months',
            label: t('uptime.lastMonths'),
            span: 'filled',
            children: <RecentMonths port={port} target={target} />,
          },
        ]}
      />
    </ActionsCard>
  );
}
