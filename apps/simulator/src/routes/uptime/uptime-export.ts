import type { Locale } from '@pcharging/validation';
import type { OutageRecord } from '../../data/uptime/outage-queries';
import type { QuarterSession } from '../../data/uptime/quarter-queries';
import type { PortNames } from '../../data/uptime/uptime-queries';
import type { MonthFigures, UptimeFigures } from '../../data/uptime/uptime-report';
import { dictionary } from '../../lib/dictionaries';
import type { NetworkSettings } from '../../lib/env';
import { sheetHeadings, sheetTime } from '../../lib/export-file';
import type { Cell, SheetContent } from '../../lib/spreadsheet';
import { minutesInside } from './uptime-wire';

interface Texts {
  sheets: { about: string; uptime: string; outages: string; sessions: string };
  about: {
    title: string;
    formula: string;
    formulaText: string;
    monthText: string;
    quarter: string;
    year: string;
    zone: string;
    scope: string;
    network: string;
    rules: string;
    rulesText: string;
    target: string;
  };
  port: readonly string[];
  figures: (label: string) => string[];
  yearLabel: string;
  outages: readonly string[];
  sessions: readonly string[];
  causes: Readonly<Record<string, string>>;
  reasons: Readonly<Record<string, string>>;
  yes: string;
  no: string;
}

const texts: Record<Locale, Texts> = {
  en: {
    sheets: { about: 'About', uptime: 'Uptime', outages: 'Outages', sessions: 'Sessions' },
    about: {
      title: 'Charging port uptime and quarterly data (23 CFR 680.112, 680.116(b))',
      formula: 'Formula',
      formulaText: 'uptime = (525,600 − (T_outage − T_excluded)) / 525,600 × 100, per port, over the rolling year',
      monthText: 'For a month, the minutes of the month (inside the period) take the place of 525,600.',
      quarter: 'Quarter',
      year: 'Rolling year',
      zone: 'Time zone',
      scope: 'Ports',
      network: 'Every port of an approved charger at a station in operation',
      rules: 'Rules',
      rulesText:
        'A port is down while its charger is offline or reports a fault, while the port is faulted or out of service, ' +
        'and while a stuck session holds it past the suspect delay. A minute is counted once however many outages ' +
        'cover it, and is excluded only when every outage covering it is excluded with a reason of 680.116(b)(3).',
      target: 'Target',
    },
    port: ['Station code', 'Station', 'Charger', 'Port code', 'Port'],
    figures: (label) => [`${label} T_outage (min)`, `${label} T_excluded (min)`, `${label} uptime (%)`],
    yearLabel: 'Rolling year',
    outages: ['Cause', 'Started (UTC)', 'Ended (UTC)', 'Minutes in the quarter', 'Excluded', 'Reason', 'Note', 'By'],
    sessions: [
      'Started (UTC)',
      'Ended (UTC)',
      'Successful',
      'Error code',
      'Energy (kWh)',
      'Peak power (kW)',
      'Payment method',
    ],
    causes: {
      charger_offline: 'Charger offline',
      charger_fault: 'Charger fault',
      port_fault: 'Port fault',
      out_of_service: 'Out of service',
      stuck_session: 'Stuck session',
    },
    reasons: {
      utility: 'Electric utility interruption',
      vehicle: "The vehicle's fault",
      maintenance: 'Scheduled maintenance',
      vandalism: 'Vandalism',
      natural_disaster: 'Natural disaster',
      outside_hours: 'Outside the posted hours',
    },
    yes: 'Yes',
    no: 'No',
  },
  fr: {
    sheets: { about: 'À propos', uptime: 'Disponibilité', outages: 'Pannes', sessions: 'Sessions' },
    about: {
      title: 'Disponibilité des points de charge et données trimestrielles (23 CFR 680.112, 680.116(b))',
      formula: 'Formule',
      formulaText:
        'disponibilité = (525 600 − (T_outage − T_excluded)) / 525 600 × 100, par point de charge, sur l’année glissante',
      monthText: 'Pour un mois, les minutes du mois (dans la période) remplacent 525 600.',
      quarter: 'Trimestre',
      year: 'Année glissante',
      zone: 'Fuseau horaire',
      scope: 'Points de charge',
      network: 'Tous les points de charge des bornes approuvées des stations en service',
      rules: 'Règles',
      rulesText:
        'Un point de charge est indisponible quand sa borne est hors ligne ou en défaut, quand il est en défaut ou ' +
        'hors service, et quand une session bloquée l’occupe au-delà du délai de suspicion. Une minute compte une ' +
        'seule fois quel que soit le nombre de pannes qui la couvrent, et n’est exclue que si toutes ces pannes sont ' +
        'exclues pour un motif de 680.116(b)(3).',
      target: 'Objectif',
    },
    port: ['Code de la station', 'Station', 'Borne', 'Code du point de charge', 'Point de charge'],
    figures: (label) => [`${label} T_outage (min)`, `${label} T_excluded (min)`, `${label} disponibilité (%)`],
    yearLabel: 'Année glissante',
    outages: ['Cause', 'Début (UTC)', 'Fin (UTC)', 'Minutes dans le trimestre', 'Exclue', 'Motif', 'Note', 'Par'],
    sessions: [
      'Début (UTC)',
      'Fin (UTC)',
      'Réussie',
      'Code d’erreur',
      'Énergie (kWh)',
      'Puissance maximale (kW)',
      'Moyen de paiement',
    ],
    causes: {
      charger_offline: 'Borne hors ligne',
      charger_fault: 'Borne en défaut',
      port_fault: 'Point de charge en défaut',
      out_of_service: 'Hors service',
      stuck_session: 'Session bloquée',
    },
    reasons: {
      utility: 'Coupure du distributeur d’électricité',
      vehicle: 'Défaut du véhicule',
      maintenance: 'Maintenance planifiée',
      vandalism: 'Vandalisme',
      natural_disaster: 'Catastrophe naturelle',
      outside_hours: 'Hors des heures d’ouverture affichées',
    },
    yes: 'Oui',
    no: 'Non',
  },
  'zh-cn': {
    sheets: { about: '说明', uptime: '可用率', outages: '中断', sessions: '充电记录' },
    about: {
      title: '充电枪可用率与季度数据（23 CFR 680.112、680.116(b)）',
      formula: '公式',
      formulaText: '可用率 = (525,600 − (T_outage − T_excluded)) / 525,600 × 100，按充电枪、按滚动一年计算',
      monthText: '按月计算时，以当月（期间内）的分钟数代替 525,600。',
      quarter: '季度',
      year: '滚动一年',
      zone: '时区',
      scope: '充电枪',
      network: '运营中站点下已审核通过的充电桩的所有充电枪',
      rules: '规则',
      rulesText:
        '充电桩离线或报故障、充电枪故障或停用、以及卡住的充电会话超过疑似延迟仍占用充电枪时，该充电枪视为不可用。' +
        '同一分钟无论被几次中断覆盖只计一次；只有覆盖它的所有中断都按 680.116(b)(3) 的原因排除时，该分钟才被排除。',
      target: '目标',
    },
    port: ['站点编号', '站点', '充电桩', '充电枪编号', '充电枪'],
    figures: (label) => [`${label} T_outage（分钟）`, `${label} T_excluded（分钟）`, `${label} 可用率（%）`],
    yearLabel: '滚动一年',
    outages: ['原因', '开始 (UTC)', '结束 (UTC)', '本季度内分钟数', '已排除', '排除原因', '备注', '操作人'],
    sessions: ['开始 (UTC)', '结束 (UTC)', '是否成功', '错误代码', '电量（kWh）', '峰值功率（kW）', '支付方式'],
    causes: {
      charger_offline: '充电桩离线',
      charger_fault: '充电桩故障',
      port_fault: '充电枪故障',
      out_of_service: '停用',
      stuck_session: '充电会话卡住',
    },
    reasons: {
      utility: '供电中断',
      vehicle: '车辆故障',
      maintenance: '计划维护',
      vandalism: '人为破坏',
      natural_disaster: '自然灾害',
      outside_hours: '公示营业时间以外',
    },
    yes: '是',
    no: '否',
  },
};

export interface QuarterFigures {
  port: PortNames;
  /** The quarter's months, null before the port was commissioned. */
  months: readonly (MonthFigures | null)[];
  year: UptimeFigures;
}

export interface QuarterContent {
  quarter: { label: string; from: number; to: number; now: number };
  months: readonly string[];
  year: { fromDay: string; toDay: string };
  stationName: string | null;
  ports: readonly QuarterFigures[];
  names: ReadonlyMap<number, PortNames>;
  /** Each charger's ports in scope, to list a charger's outage on each of them. */
  portsOfCharger: ReadonlyMap<number, readonly number[]>;
  outages: readonly OutageRecord[];
  sessions: readonly QuarterSession[];
}

const portCells = (port: PortNames): Cell[] => [
  port.stationCode,
  port.stationName,
  port.chargerName,
  port.code,
  port.name,
];
const figureCells = (figures: UptimeFigures | null): Cell[] =>
  figures ? [figures.tOutage, figures.tExcluded, figures.uptime] : [null, null, null];

/**
 * The quarterly data of 23 CFR 680.112 as four sheets: what the figures mean and cover, uptime by port and month,
 * every outage by port, and every session by port. Times in the network's zone, which the headings name.
 */
export function uptimeSheets(locale: Locale, network: NetworkSettings, content: QuarterContent): SheetContent[] {
  const t = texts[locale];
  const zone = network.timeZone;
  const time = (at: number | null) => sheetTime(at, zone);
  const { months } = content;
  const payment = new Map((dictionary('order_start_mode', locale) ?? []).map((entry) => [entry.id, entry.name]));
  const outageRows: Cell[][] = [];
  for (const outage of content.outages) {
    const portIds = outage.portId === null ? (content.portsOfCharger.get(outage.chargerId) ?? []) : [outage.portId];
    for (const portId of portIds) {
      const port = content.names.get(portId);
      if (!port) continue;
      outageRows.push([
        ...portCells(port),
        t.causes[outage.cause] ?? outage.cause,
        time(outage.startedAt),
        time(outage.endedAt),
        minutesInside(outage, content.quarter),
        outage.excludedReason ? t.yes : t.no,
        outage.excludedReason ? (t.reasons[outage.excludedReason] ?? outage.excludedReason) : '',
        outage.excludedNote,
        outage.excludedBy ?? '',
      ]);
    }
  }
  const sessionRows: Cell[][] = content.sessions.flatMap((session) => {
    const port = content.names.get(session.portId);
    if (!port) return [];
    return [
      [
        ...portCells(port),
        time(session.startedAt),
        time(session.endedAt),
        session.errorCode ? t.no : t.yes,
        session.errorCode ?? '',
        session.energyWh / 1000,
        session.peakPowerW === null ? null : Math.round(session.peakPowerW / 100) / 10,
        payment.get(session.startMode) ?? String(session.startMode),
      ],
    ];
  });
  return [
    {
      name: t.sheets.about,
      header: [t.about.title, ''],
      rows: [
        [t.about.formula, t.about.formulaText],
        ['', t.about.monthText],
        [t.about.quarter, `${content.quarter.label}: ${time(content.quarter.from)} – ${time(content.quarter.to)}`],
        [t.about.year, `${content.year.fromDay} – ${content.year.toDay}`],
        [t.about.zone, zone],
        [t.about.scope, content.stationName ?? t.about.network],
        [t.about.target, '97 %'],
        [t.about.rules, t.about.rulesText],
      ],
    },
    {
      name: t.sheets.uptime,
      header: [...t.port, ...months.flatMap((month) => t.figures(month)), ...t.figures(t.yearLabel)],
      rows: content.ports.map((entry) => [
        ...portCells(entry.port),
        ...entry.months.flatMap(figureCells),
        ...figureCells(entry.year),
      ]),
    },
    { name: t.sheets.outages, header: sheetHeadings([...t.port, ...t.outages], network), rows: outageRows },
    { name: t.sheets.sessions, header: sheetHeadings([...t.port, ...t.sessions], network), rows: sessionRows },
  ];
}
