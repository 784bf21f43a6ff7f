import { exportTimeline, type TimelineEntry, type TimelineKind, type TimelineParams } from '@pcharging/api-client';
import { Flex, Pagination, Segmented, Select, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/list/export-button';
import { WIDE_TABLE } from '../../../components/list/wide-table';
import { api } from '../../../lib/api';
import type { TextKey, Translate } from '../../../lib/catalogue-types';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';
import { useFormat } from '../../../lib/format';
import { usePhone } from '../../../lib/phone';
import { useTimeline } from '../api/list-timeline';

const EVENT_KEYS: Readonly<Record<TimelineEntry['event'], TextKey>> = {
  status: 'common.timeline.event.status',
  session_started: 'common.timeline.event.session_started',
  session_ended: 'common.timeline.event.session_ended',
  alarm_raised: 'common.timeline.event.alarm_raised',
  alarm_acknowledged: 'common.timeline.event.alarm_acknowledged',
  alarm_repaired: 'common.timeline.event.alarm_repaired',
  command: 'common.timeline.event.command',
};

const KIND_COLOURS: Readonly<Record<TimelineKind, string>> = {
  status: 'purple',
  session: 'green',
  alarm: 'red',
  command: 'blue',
};

const COMMAND_KEYS: Readonly<Record<string, TextKey>> = {
  restartPile: 'common.timeline.command.restartPile',
  setPileWhitelist: 'common.timeline.command.setPileWhitelist',
  editPile: 'common.timeline.command.editPile',
  submitPile: 'common.timeline.command.submitPile',
  auditPile: 'common.timeline.command.auditPile',
  editPort: 'common.timeline.command.editPort',
  setPortVoltageLimits: 'common.timeline.command.setPortVoltageLimits',
  setPortAvailability: 'common.timeline.command.setPortAvailability',
  unlockPort: 'common.timeline.command.unlockPort',
  stopSession: 'common.timeline.command.stopSession',
  startSessionRemotely: 'common.timeline.command.startSessionRemotely',
  editStation: 'common.timeline.command.editStation',
  submitStation: 'common.timeline.command.submitStation',
  auditStation: 'common.timeline.command.auditStation',
  setStationStatus: 'common.timeline.command.setStationStatus',
  setStationLoadBalance: 'common.timeline.command.setStationLoadBalance',
};

type StatusName = (entry: TimelineEntry, status: number | null) => string;

/** One line saying what happened, in the reader's language. */
function whatHappened(entry: TimelineEntry, t: Translate, statusName: StatusName, kwh: (value: number) => string) {
  switch (entry.kind) {
    case 'status':
      return `${statusName(entry, entry.status_from)} → ${statusName(entry, entry.status_to)}`;
    case 'session':
      return [
        entry.session_id === null ? null : t('charger.session.details', { id: entry.session_id }),
        entry.order_no,
        entry.energy_kwh === null ? null : `${kwh(entry.energy_kwh)} kWh`,
      ]
        .filter((part): part is string => Boolean(part))
        .join(' · ');
    case 'alarm':
      return `${entry.code ?? ''} ${entry.message ?? ''}`.trim();
    default: {
      const key = entry.operation_id ? COMMAND_KEYS[entry.operation_id] : undefined;
      const name = key ? t(key) : (entry.operation_id ?? '');
      const failed = entry.result_code !== null && entry.result_code !== '200';
      return failed ? `${name} · ${entry.message ?? entry.result_code}` : name;
    }
  }
}

const PAGE_SIZE = 20;

const where = (entry: TimelineEntry) => [entry.pile_name, entry.port_code].filter(Boolean).join(' / ');

/** Everything that happened at a station, a charger or a port, newest first, filterable by kind. */
export function TimelineTable({ scope }: { scope: Pick<TimelineParams, 'station_id' | 'pile_id' | 'port_id'> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [kind, setKind] = useState<TimelineKind | 'all'>('all');
  const [page, setPage] = useState(1);
  const params: TimelineParams = { ...scope, ...(kind === 'all' ? {} : { kind }) };
  const timeline = useTimeline(params, { page, size: PAGE_SIZE });
  const chargerStatuses = useScopedDictionary('pile_status').data;
  const portStatuses = useScopedDictionary('port_status').data;
  const statusName: StatusName = (entry, status) => {
    const entries = entry.port_id === null ? chargerStatuses : portStatuses;
    return entries?.find((item) => item.id === status)?.name ?? String(status ?? '');
  };
  const kwh = (value: number) => format.number(value, 3);
  const phone = usePhone();
  const columns: ColumnsType<TimelineEntry> = [
    { key: 'at', title: t('common.timeline.at'), render: (_, entry) => format.dateTime(entry.at), width: 190 },
    {
      key: 'event',
      title: t('common.timeline.event'),
      render: (_, entry) => <Tag color={KIND_COLOURS[entry.kind]}>{t(EVENT_KEYS[entry.event])}</Tag>,
    },
    {
      key: 'where',
      title: t('common.timeline.where'),
      render: (_, entry) => where(entry) || t('common.none'),
    },
    { key: 'what', title: t('common.timeline.what'), render: (_, entry) => whatHappened(entry, t, statusName, kwh) },
    { key: 'who', title: t('common.timeline.who'), render: (_, entry) => entry.username ?? t('common.none') },
    {
      key: 'why',
      title: t('common.timeline.why'),
      render: (_, entry) => (entry.reason ? <Typography.Text>{entry.reason}</Typography.Text> : t('common.none')),
    },
  ];
  const kinds: Array<{ value: TimelineKind | 'all'; label: string }> = [
    { value: 'all', label: t('common.list.all') },
    { value: 'status', label: t('common.timeline.kind.status') },
    { value: 'session', label: t('common.timeline.kind.session') },
    { value: 'alarm', label: t('common.timeline.kind.alarm') },
    { value: 'command', label: t('common.timeline.kind.command') },
  ];
  const chooseKind = (value: TimelineKind | 'all') => {
    setKind(value);
    setPage(1);
  };
  const entryKey = (entry: TimelineEntry) =>
    `${entry.at}-${entry.event}-${entry.session_id ?? ''}-${entry.alarm_id ?? ''}-${entry.operation_id ?? ''}-${entry.port_id ?? ''}`;
  const exportButton = <ExportButton permission="operator:station:list" download={() => exportTimeline(api, params)} />;
  // On a phone the five kinds do not fit on one line, and a row of six columns does not fit at all: the kind is a
  // choice and each event reads as a few lines, who and why among them.
  if (phone) {
    return (
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <Select<TimelineKind | 'all'>
            options={kinds}
            value={kind}
            onChange={chooseKind}
            aria-label={t('common.timeline.event')}
            style={{ flex: 1, minWidth: 140 }}
          />
          {exportButton}
        </Flex>
        <Spin spinning={timeline.isFetching}>
          <ol aria-label={t('common.timeline.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(timeline.data?.items ?? []).map((entry) => (
              <li
                key={entryKey(entry)}
                style={{ padding: '8px 0', borderBottom: '1px solid rgba(128, 128, 128, 0.2)' }}
              >
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Typography.Text type="secondary">{format.dateTime(entry.at)}</Typography.Text>
                  <Tag color={KIND_COLOURS[entry.kind]}>{t(EVENT_KEYS[entry.event])}</Tag>
                </Flex>
                <div style={{ overflowWrap: 'anywhere' }}>
                  {[scope.port_id === undefined ? where(entry) : '', whatHappened(entry, t, statusName, kwh)]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                {entry.username || entry.reason ? (
                  <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                    {[entry.username, entry.reason].filter(Boolean).join(' · ')}
                  </Typography.Text>
                ) : null}
              </li>
            ))}
          </ol>
        </Spin>
        <Pagination
          simple
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={timeline.data?.total ?? 0}
          onChange={setPage}
        />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" wrap gap={8}>
        <Segmented<TimelineKind | 'all'> options={kinds} value={kind} onChange={chooseKind} />
        {exportButton}
      </Flex>
      <Table<TimelineEntry>
        size="small"
        rowKey={entryKey}
        loading={timeline.isFetching}
        columns={columns}
        dataSource={timeline.data?.items ?? []}
        {...WIDE_TABLE}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: timeline.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
