import type { components } from '@pcharging/api-client';
import {
  AccountStatus,
  AlarmStatus,
  AuditStatus,
  ChargerStatus,
  ChargerType,
  JournalType,
  OrderStatus,
  PortStatus,
  StationStatus,
} from '@pcharging/api-client/enums';
import type { Locale } from '@pcharging/validation';
import { catalogueOf } from './catalogue';

type DictionaryKey = components['schemas']['DictionaryKey'];
type DictionaryEntry = components['schemas']['DictionaryEntry'];

/** An entry's code as records store it, and the colour a tag of it is drawn in. */
type Code = readonly [id: number | string, color?: string];

// Reference data the real backend keeps in its dictionary table; the names are in the catalogues, by code.
const dictionaries: Record<DictionaryKey, readonly Code[]> = {
  bool: [[0], [1]],
  user_status: [
    [AccountStatus.Disabled, 'default'],
    [AccountStatus.Enabled, 'success'],
  ],
  station_status: [
    [StationStatus.Draft, 'default'],
    [StationStatus.UnderReview, 'processing'],
    [StationStatus.Rejected, 'error'],
    [StationStatus.Operating, 'success'],
    [StationStatus.Suspended, 'warning'],
    [StationStatus.Construction, 'default'],
  ],
  station_type: [
    [1, 'blue'],
    [2, 'purple'],
    [3, 'cyan'],
    [4, 'green'],
  ],
  pile_status: [
    [ChargerStatus.Offline, 'default'],
    [ChargerStatus.Online, 'success'],
    [ChargerStatus.Fault, 'error'],
    [ChargerStatus.Restarting, 'processing'],
  ],
  port_status: [
    [PortStatus.Unavailable, 'default'],
    [PortStatus.Available, 'success'],
    [PortStatus.Preparing, 'processing'],
    [PortStatus.Charging, 'blue'],
    [PortStatus.Finishing, 'cyan'],
    [PortStatus.Faulted, 'error'],
  ],
  alarm_status: [
    [AlarmStatus.Open, 'error'],
    [AlarmStatus.Acknowledged, 'warning'],
    [AlarmStatus.Repaired, 'success'],
  ],
  alarm_level: [
    [1, 'blue'],
    [2, 'warning'],
    [3, 'error'],
  ],
  alarm_source: [['pile'], ['port'], ['station']],
  order_status: [
    [OrderStatus.Charging, 'processing'],
    [OrderStatus.Unpaid, 'warning'],
    [OrderStatus.Paid, 'success'],
  ],
  order_start_mode: [[1], [2], [3], [4]],
  journal_type: [
    [JournalType.TopUp, 'success'],
    [JournalType.Payment, 'blue'],
    [JournalType.Refund, 'warning'],
    [JournalType.PreAuthorization, 'default'],
    [JournalType.Adjustment, 'purple'],
  ],
  fee_type: [[1], [2]],
  connector_type: [[1], [2], [3], [4], [5], [6]],
  charger_type: [[ChargerType.AC], [ChargerType.DC]],
  // Onboarding of chargers; stations carry theirs in station_status.
  audit_status: [
    [AuditStatus.Draft, 'default'],
    [AuditStatus.UnderReview, 'processing'],
    [AuditStatus.Rejected, 'error'],
    [AuditStatus.Approved, 'success'],
  ],
  operator_type: [[1], [2], [3]],
  card_status: [
    [0, 'error'],
    [1, 'success'],
  ],
};

export function isDictionaryKey(key: string): key is DictionaryKey {
  return Object.hasOwn(dictionaries, key);
}

export function dictionary(key: DictionaryKey, locale: Locale): DictionaryEntry[] | undefined {
  if (!Object.hasOwn(dictionaries, key)) return undefined;
  const names: Readonly<Record<string, string>> = catalogueOf(locale).dictionaries[key];
  return dictionaries[key].map(([id, color]) => ({
    id,
    name: names[String(id)] ?? String(id),
    ...(color ? { color } : {}),
  }));
}
