import type { Locale } from '@pcharging/validation';
import type { TimelineRecord } from '../../data/timeline/timeline-queries';
import { alarmText } from '../../lib/alarm-texts';
import { dictionary } from '../../lib/dictionaries';
import type { NetworkSettings } from '../../lib/env';
import { sheetHeadings, sheetTime } from '../../lib/export-file';
import type { Cell } from '../../lib/spreadsheet';

const sheetNames: Record<Locale, string> = { en: 'Timeline', fr: 'Chronologie', 'zh-cn': '时间线' };

const headings: Record<Locale, readonly string[]> = {
  en: ['Time (UTC)', 'Event', 'Charger', 'Port', 'What happened', 'Energy (kWh)', 'Who', 'Why', 'Result'],
  fr: [
    'Heure (UTC)',
    'Événement',
    'Borne',
    'Point de charge',
    "Ce qui s'est passé",
    'Énergie (kWh)',
    'Qui',
    'Pourquoi',
    'Résultat',
  ],
  'zh-cn': ['时间 (UTC)', '事件', '充电桩', '充电口', '发生了什么', '电量（kWh）', '操作人', '原因', '结果'],
};

const eventNames: Record<Locale, Readonly<Record<string, string>>> = {
  en: {
    status: 'Status changed',
    session_started: 'Session started',
    session_ended: 'Session ended',
    alarm_raised: 'Alarm raised',
    alarm_acknowledged: 'Alarm acknowledged',
    alarm_repaired: 'Alarm repaired',
    command: 'Operator command',
  },
  fr: {
    status: "Changement d'état",
    session_started: 'Session démarrée',
    session_ended: 'Session terminée',
    alarm_raised: 'Alarme levée',
    alarm_acknowledged: 'Alarme prise en compte',
    alarm_repaired: 'Alarme réparée',
    command: "Commande d'un opérateur",
  },
  'zh-cn': {
    status: '状态变化',
    session_started: '会话开始',
    session_ended: '会话结束',
    alarm_raised: '告警产生',
    alarm_acknowledged: '告警已确认',
    alarm_repaired: '告警已修复',
    command: '运营人员指令',
  },
};

/** The timeline sheet in the request's language: status names from the dictionaries, times in the network's zone. */
export function timelineSheet(locale: Locale, network: NetworkSettings) {
  const names = (key: 'pile_status' | 'port_status') =>
    new Map((dictionary(key, locale) ?? []).map((entry) => [entry.id, entry.name]));
  const chargerStatuses = names('pile_status');
  const portStatuses = names('port_status');
  const statusName = (record: TimelineRecord, status: number | null) =>
    (record.portId === null ? chargerStatuses : portStatuses).get(status ?? -1) ?? String(status ?? '');
  const what = (record: TimelineRecord): string => {
    if (record.kind === 'status')
      return `${statusName(record, record.statusFrom)} → ${statusName(record, record.statusTo)}`;
    if (record.kind === 'session') return [record.orderNo, record.endKind].filter(Boolean).join(' · ');
    if (record.kind === 'alarm') {
      return `${record.code ?? ''} ${alarmText(record.code ?? '', record.message ?? '', locale)}`.trim();
    }
    return record.operationId ?? '';
  };
  const rowsOf = (records: readonly TimelineRecord[]): Cell[][] =>
    records.map((record) => [
      sheetTime(record.at, network.timeZone),
      eventNames[locale][record.event] ?? record.event,
      record.chargerName,
      record.portCode,
      what(record),
      record.energyWh === null ? null : record.energyWh / 1000,
      record.username,
      record.reason === null ? null : String(record.reason),
      record.kind === 'command' ? [record.resultCode, record.message].filter(Boolean).join(' ') : null,
    ]);
  return { sheetName: sheetNames[locale], header: sheetHeadings(headings[locale], network), rowsOf };
}
