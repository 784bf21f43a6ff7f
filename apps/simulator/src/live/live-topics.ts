import type { NetworkEvent, NetworkEventType } from '../domain/events';

export const LIVE_TOPICS = ['piles', 'ports', 'sessions', 'orders', 'alarms', 'overview'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** Each topic is the live side of a list screen, so it needs that screen's permission. */
export const TOPIC_PERMISSIONS: Record<LiveTopic, string> = {
  piles: 'operator:pile:list',
  ports: 'operator:port:list',
  sessions: 'operator:session:list',
  orders: 'money:order:list',
  alarms: 'operator:alarm:list',
  overview: 'metadata:overview:view',
};

const topicOfType: Record<NetworkEventType, LiveTopic> = {
  'pile.status': 'piles',
  'port.status': 'ports',
  'session.update': 'sessions',
  'order.created': 'orders',
  'alarm.raised': 'alarms',
  'alarm.acknowledged': 'alarms',
  'alarm.repaired': 'alarms',
  overview: 'overview',
};

export const topicOf = (event: NetworkEvent): LiveTopic => topicOfType[event.type];

export const isLiveTopic = (value: unknown): value is LiveTopic =>
  typeof value === 'string' && (LIVE_TOPICS as readonly string[]).includes(value);
