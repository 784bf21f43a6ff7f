import type { PortUptime } from '@pcharging/api-client';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardLayout } from '../../../components/list/row-cards';
import thumb from '../../../components/ui/thumb-actions.module.css';
import { useFormat } from '../../../lib/format';

export const UPTIME_CARD: CardLayout = { title: 'port', status: 'year', figures: ['t_outage', 't_excluded', 'months'] };

/** An uptime, red below the target. */
export function UptimeTag({ uptime, target }: { uptime: number; target: number }) {
  const format = useFormat();
  return <Tag color={uptime < target ? 'error' : 'success'}>{`${format.number(uptime, 3)} %`}</Tag>;
}

/** A port's last three months, each red below the target. */
export function RecentMonths({ port, target }: { port: PortUptime; target: number }) {
  const format = useFormat();
  return (
    <Flex wrap gap={4}>
      {port.months.slice(-3).map((month) => (
        <Tag key={month.month} color={month.uptime < target ? 'error' : 'default'}>
          {`${month.month} ${format.number(month.uptime, 2)} %`}
        </Tag>
      ))}
    </Flex>
  );
}

export function useUptimeColumns(target: number, onOutages: (port: PortUptime) => void): ColumnsType<PortUptime> {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(
    () => [
      {
        key: 'port',
        title: t('uptime.port'),
        // The port's name opens its months and outages.
        render: (_, port) => (
          <>
            <Button
              type="link"
              className={thumb.target}
              style={{ padding: 0, height: 'auto' }}
              onClick={() => onOutages(port)}
            >
              {`${port.pile_name} ${port.port_name}`}
            </Button>
            <br />
            <Typography.Text type="secondary">{`${port.station_name} · ${port.port_code}`}</Typography.Text>
          </>
        ),
      },
      {
        key: 'year',
        title: t('uptime.year'),
        render: (_, port) => <UptimeTag uptime={port.year.uptime} target={target} />,
      },
      {
        key: 't_outage',
        title: t('uptime.tOutage'),
        align: 'right',
        render: (_, port) => format.number(port.year.t_outage, 0),
      },
      {
        key: 't_excluded',
        title: t('uptime.tExcluded'),
        align: 'right',
        render: (_, port) => format.number(port.year.t_excluded, 0),
      },
      {
        key: 'months',
        title: t('uptime.lastMonths'),
        width: 240,
        render: (_, port) => <RecentMonths port={port} target={target} />,
      },
    ],
    [t, format, target, onOutages],
  );
}
