import { alarmKeys } from '../features/alarm/api/keys';
import { chargerKeys, portKeys } from '../features/charger/api/keys';
import { customerKeys } from '../features/customer/api/keys';
import { journalKeys } from '../features/journal/api/keys';
import type { StaleAfter } from '../features/live/live-invalidation';
import { stationMapKeys } from '../features/network-map/api/list-station-map';
import { orderKeys } from '../features/order/api/keys';
import { sessionKeys } from '../features/session/api/keys';
import { statisticsKeys } from '../features/statistics/api/keys';
import { timelineKeys } from '../features/timeline/api/list-timeline';

/**
 * What each pushed change makes stale: charger and port details, alarms and the header badge, the overview's
 * counters. New orders are left out on purpose: a list someone is reading should not jump under their eyes; the
 * overview's counters say that money moved.
 */
export const STALE_AFTER: StaleAfter = {
  'pile.status': [chargerKeys.all, portKeys.all, timelineKeys.all, stationMapKeys.all],
  'port.status': [portKeys.all, chargerKeys.details(), stationMapKeys.all],
  'session.update': [sessionKeys.all, timelineKeys.all, portKeys.all, customerKeys.sessionLists()],
  'order.created': [],
  'alarm.raised': [alarmKeys.all, timelineKeys.all],
  'alarm.acknowledged': [alarmKeys.all, timelineKeys.all],
  'alarm.repaired': [alarmKeys.all, timelineKeys.all],
  overview: [statisticsKeys.overviews()],
};

/** What a remote stop makes stale beyond the sessions: the port and charger it ran on, the orders, the driver's page. */
export const STALE_AFTER_STOP = [
  portKeys.all,
  chargerKeys.all,
  orderKeys.all,
  timelineKeys.all,
  customerKeys.sessionLists(),
] as const;

/** A port's own commands (out of service, back, unlock): the session an unlock may end, and the timeline's line. */
export const STALE_AFTER_PORT_COMMAND = [sessionKeys.all, timelineKeys.all] as const;

/** What a refund makes stale beyond the orders: the journal, the customer's balance and the income statistics. */
export const STALE_AFTER_REFUND = [journalKeys.all, customerKeys.all, statisticsKeys.all] as const;

/** What a balance adjustment makes stale beyond the customers: the journal. */
export const STALE_AFTER_ADJUST = [journalKeys.all] as const;
