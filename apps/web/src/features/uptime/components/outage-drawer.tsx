import type { PortOutage, PortUptime } from '@pcharging/api-client';
import { Drawer, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { PermittedButton } from '../../../components/permission/permitted-button';
import { useFormat } from '../../../lib/format';
import { type ExclusionInput, excludeOutageMutationOptions } from '../api/exclude-outage';
import { usePortOutages } from '../api/list-port-outages';
import { ExcludeDialog } from './exclude-dialog';
import { UptimeTag } from './uptime-columns';

const EXCLUDE_PERMISSION = 'operator:uptime:exclude';
const OUTAGE_PAGE = { page: 1, size: 100 };

export interface OutageDrawerProps {
  /** The port whose outages are shown; undefined closes the drawer. */
  port: PortUptime | undefined;
  target: number;
  onClose: () => void;
}

/** A port's months and its outages over the rolling year, newest first, each excludable with a reason. */
export function OutageDrawer({ port, target, onClose }: OutageDrawerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const outages = usePortOutages(port?.port_id, OUTAGE_PAGE);
  const [excluding, setExcluding] = useState<PortOutage>();
  const include = useAction<ExclusionInput, PortOutage>({
    kind: 'save',
    confirmContent: () => t('uptime.include.confirm'),
    successText: () => t('uptime.include.done'),
    mutation: excludeOutageMutationOptions(),
  });
  const deniedText = t('uptime.exclude.notAllowed', { permission: EXCLUDE_PERMISSION });
  const columns = useMemo(
    (): ColumnsType<PortOutage> => [
      {
        key: 'outage',
        title: t('uptime.cause'),
        render: (_, outage) => (
          <>
            <Typography.Text strong>{t(`uptime.cause.${outage.cause}`)}</Typography.Text>
            {outage.port_id === null ? (
              <Typography.Text type="secondary">{` (${t('uptime.wholeCharger')})`}</Typography.Text>
            ) : null}
            <br />
            <Typography.Text type="secondary">
              {`${format.dateTime(outage.started_at)} → ${outage.ended_at ? format.dateTime(outage.ended_at) : t('uptime.ongoing')}`}
            </Typography.Text>
          </>
        ),
      },
      {
        key: 'minutes',
        title: t('uptime.minutes'),
        align: 'right',
        render: (_, outage) => format.number(outage.minutes, 0),
      },
      {
        key: 'exclusion',
        title: t('uptime.exclusion'),
        render: (_, outage) =>
          outage.excluded_reason
            ? t('uptime.excludedBy', {
                reason: t(`uptime.reason.${outage.excluded_reason}`),
                user: outage.excluded_by ?? '',
                note: outage.excluded_note,
              })
            : t('uptime.counted'),
      },
      {
        key: 'actions',
        title: '',
        render: (_, outage) =>
          outage.excluded_reason ? (
            <PermittedButton
              permission={EXCLUDE_PERMISSION}
              deniedText={deniedText}
              size="small"
              onClick={() => include.trigger({ id: outage.id, reason: 'none' })}
            >
              {t('uptime.include')}
            </PermittedButton>
          ) : (
            <PermittedButton
              permission={EXCLUDE_PERMISSION}
              deniedText={deniedText}
              size="small"
              onClick={() => setExcluding(outage)}
            >
              {t('uptime.exclude')}
            </PermittedButton>
          ),
      },
    ],
    [t, format, deniedText, include.trigger],
  );
  const name = port ? `${port.pile_name} ${port.port_name} (${port.port_code})` : '';
  return (
    <Drawer
      open={port !== undefined}
      onClose={onClose}
      title={t('uptime.outages.title', { port: name })}
      size="large"
      destroyOnHidden
    >
      {port ? (
        <>
          <Typography.Paragraph>
            {port.station_name} · {t('uptime.year')}: <UptimeTag uptime={port.year.uptime} target={target} />
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="month"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={port.months}
            columns={[
              { key: 'month', title: t('uptime.month'), dataIndex: 'month' },
              {
                key: 'uptime',
                title: t('uptime.uptime'),
                render: (_, month) => <UptimeTag uptime={month.uptime} target={target} />,
              },
              {
                key: 't_outage',
                title: t('uptime.tOutage'),
                align: 'right',
                render: (_, month) => format.number(month.t_outage, 0),
              },
              {
                key: 't_excluded',
                title: t('uptime.tExcluded'),
                align: 'right',
                render: (_, month) => format.number(month.t_excluded, 0),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('uptime.outages')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            loading={outages.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={outages.data?.items ?? []}
            columns={columns}
            locale={{ emptyText: <Empty description={t('uptime.noOutages')} /> }}
          />
        </>
      ) : null}
      <ExcludeDialog outage={excluding} onClose={() => setExcluding(undefined)} />
    </Drawer>
  );
}
