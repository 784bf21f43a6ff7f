import type { components } from '@pcharging/api-client';
import type { Locale } from '@pcharging/validation';

type DictionaryKey = components['schemas']['DictionaryKey'];
type DictionaryEntry = components['schemas']['DictionaryEntry'];

interface EntrySource {
  id: number | string;
  names: Record<Locale, string>;
  color?: string;
}

const entry = (id: number | string, en: string, fr: string, zh: string, color?: string): EntrySource => ({
  id,
  names: { en, fr, 'zh-cn': zh },
  ...(color ? { color } : {}),
});

// Reference data the real backend keeps in its dictionary table; codes are the values stored in records.
const dictionaries: Record<DictionaryKey, readonly EntrySource[]> = {
  bool: [entry(0, 'No', 'Non', '否'), entry(1, 'Yes', 'Oui', '是')],
  user_status: [entry(0, 'Disabled', 'Désactivé', '停用', 'default'), entry(1, 'Enabled', 'Activé', '启用', 'success')],
  station_status: [
    entry(0, 'Draft', 'Brouillon', '草稿', 'default'),
    entry(1, 'Under review', 'En cours de validation', '审核中', 'processing'),
    entry(2, 'Rejected', 'Refusée', '已驳回', 'error'),
    entry(3, 'Operating', 'En service', '运营中', 'success'),
    entry(4, 'Suspended', 'Suspendue', '已停用', 'warning'),
    entry(5, 'Under construction', 'En construction', '建设中', 'default'),
  ],
  station_type: [
    entry(1, 'Public', 'Publique', '公共', 'blue'),
    entry(2, 'Private', 'Privée', '专用', 'purple'),
    entry(3, 'Fleet', 'Flotte', '车队', 'cyan'),
    entry(4, 'Residential', 'Résidentielle', '住宅', 'green'),
  ],
  pile_status: [
    entry(0, 'Offline', 'Hors ligne', '离线', 'default'),
    entry(1, 'Online', 'En ligne', '在线', 'success'),
    entry(2, 'Fault', 'En panne', '故障', 'error'),
    entry(3, 'Restarting', 'Redémarrage', '重启中', 'processing'),
  ],
  port_status: [
    entry(0, 'Unavailable', 'Indisponible', '不可用', 'default'),
    entry(1, 'Available', 'Disponible', '空闲', 'success'),
    entry(2, 'Preparing', 'En préparation', '准备中', 'processing'),
    entry(3, 'Charging', 'En charge', '充电中', 'blue'),
    entry(4, 'Finishing', 'Fin de charge', '充电结束', 'cyan'),
    entry(5, 'Faulted', 'En défaut', '故障', 'error'),
  ],
  alarm_status: [
    entry(0, 'Open', 'Ouverte', '未处理', 'error'),
    entry(1, 'Acknowledged', 'Prise en compte', '已确认', 'warning'),
    entry(2, 'Repaired', 'Réparée', '已修复', 'success'),
  ],
  alarm_level: [
    entry(1, 'Info', 'Information', '提示', 'blue'),
    entry(2, 'Warning', 'Avertissement', '警告', 'warning'),
    entry(3, 'Critical', 'Critique', '严重', 'error'),
  ],
  alarm_source: [
    entry('pile', 'Charger', 'Borne', '充电桩'),
    entry('port', 'Charging port', 'Point de charge', '充电枪'),
    entry('station', 'Station', 'Station', '电站'),
  ],
  order_status: [
    entry(1, 'Charging', 'En charge', '充电中', 'processing'),
    entry(2, 'Unpaid', 'Non payée', '待支付', 'warning'),
    entry(3, 'Paid', 'Payée', '已支付', 'success'),
  ],
  order_start_mode: [
    entry(1, 'App', 'Application', 'App 启动'),
    entry(2, 'RFID card', 'Carte RFID', 'RFID 刷卡'),
    entry(3, 'Remote (back office)', 'À distance (back-office)', '后台远程启动'),
    entry(4, 'Plug and charge', 'Plug and Charge', '即插即充'),
  ],
  journal_type: [
    entry(1, 'Top-up', 'Recharge du compte', '充值', 'success'),
    entry(2, 'Charging payment', 'Paiement de recharge', '充电消费', 'blue'),
    entry(3, 'Refund', 'Remboursement', '退款', 'warning'),
    entry(4, 'Pre-authorization', 'Pré-autorisation', '预授权', 'default'),
    entry(5, 'Adjustment', 'Ajustement', '调账', 'purple'),
  ],
  fee_type: [entry(1, 'Flat rate', 'Tarif unique', '统一费率'), entry(2, 'Time of use', 'Tarif horaire', '分时费率')],
  connector_type: [
    entry(1, 'Type 1 (J1772)', 'Type 1 (J1772)', 'Type 1 (J1772)'),
    entry(2, 'Type 2', 'Type 2', 'Type 2'),
    entry(3, 'CCS1', 'CCS1', 'CCS1'),
    entry(4, 'CCS2', 'CCS2', 'CCS2'),
    entry(5, 'CHAdeMO', 'CHAdeMO', 'CHAdeMO'),
    entry(6, 'NACS', 'NACS', 'NACS'),
  ],
  charger_type: [entry(1, 'AC', 'CA', '交流'), entry(2, 'DC', 'CC', '直流')],
  /** Onboarding of chargers (`audit_status`); stations carry theirs in station_status. */
  audit_status: [
    entry(0, 'Draft', 'Brouillon', '草稿', 'default'),
    entry(1, 'Under review', 'En cours de vérification', '审核中', 'processing'),
    entry(2, 'Rejected', 'Refusé', '已驳回', 'error'),
    entry(3, 'Approved', 'Approuvé', '已通过', 'success'),
  ],
  operator_type: [
    entry(1, 'Charge point operator', 'Opérateur de bornes', '充电运营商'),
    entry(2, 'E-mobility service provider', 'Fournisseur de services de mobilité électrique', '电动出行服务商'),
    entry(3, 'Both', 'Les deux', '两者皆是'),
  ],
  card_status: [entry(0, 'Blocked', 'Bloquée', '已停用', 'error'), entry(1, 'Active', 'Active', '正常', 'success')],
};

export function isDictionaryKey(key: string): key is DictionaryKey {
  return Object.hasOwn(dictionaries, key);
}

export function dictionary(key: DictionaryKey, locale: Locale): DictionaryEntry[] | undefined {
  if (!Object.hasOwn(dictionaries, key)) return undefined;
  return dictionaries[key].map((item) => ({
    id: item.id,
    name: item.names[locale],
    ...(item.color ? { color: item.color } : {}),
  }));
}
