import { hasPermission } from '@pcharging/validation';
import type { NetworkEvent } from '../domain/events';
import { LIVE_TOPICS, type LiveTopic, TOPIC_PERMISSIONS, topicOf } from './live-topics';

/** One connected, signed-in client, whatever carries its frames. */
export interface LiveClient {
  readonly permissions: readonly string[];
  send(text: string): void;
}

interface Subscription {
  /** Topics asked for; until the client asks, it gets every topic it may see. */
  topics: Set<LiveTopic> | null;
  /** Stations asked for; empty means every station. Network-wide messages ignore it. */
  stations: Set<number>;
}

const OVERVIEW_INTERVAL_MS = 1000;

/** Fans the engine's events out to clients: filtered by permission, then by what each client subscribed to. */
export class LiveHub {
  private readonly clients = new Map<LiveClient, Subscription>();
  private lastOverviewAt = 0;
  private pendingOverview: NetworkEvent | undefined;
  private overviewTimer: NodeJS.Timeout | undefined;

  get size(): number {
    return this.clients.size;
  }

  add(client: LiveClient): void {
    this.clients.set(client, { topics: null, stations: new Set() });
  }

  remove(client: LiveClient): void {
    this.clients.delete(client);
  }

  /** The topics this client may receive. */
  allowedTopics(client: LiveClient): LiveTopic[] {
    return LIVE_TOPICS.filter((topic) => hasPermission(client.permissions, TOPIC_PERMISSIONS[topic]));
  }

  /** Adds to a subscription; asking twice for the same topic or station changes nothing. */
  subscribe(client: LiveClient, topics: readonly LiveTopic[], stations: readonly number[]): Subscription | undefined {
    const subscription = this.clients.get(client);
    if (!subscription) return undefined;
    if (topics.length > 0) subscription.topics = new Set([...(subscription.topics ?? []), ...topics]);
    for (const station of stations) subscription.stations.add(station);
    return subscription;
  }

  unsubscribe(client: LiveClient, topics: readonly LiveTopic[], stations: readonly number[]): Subscription | undefined {
    const subscription = this.clients.get(client);
    if (!subscription) return undefined;
    if (topics.length > 0) {
      subscription.topics = new Set(subscription.topics ?? this.allowedTopics(client));
      for (const topic of topics) subscription.topics.delete(topic);
    }
    for (const station of stations) subscription.stations.delete(station);
    return subscription;
  }

  describe(client: LiveClient): { topics: LiveTopic[]; stations: number[] } {
    const subscription = this.clients.get(client);
    const allowed = this.allowedTopics(client);
    return {
      topics: subscription?.topics ? allowed.filter((topic) => subscription.topics?.has(topic)) : allowed,
      stations: [...(subscription?.stations ?? [])].sort((a, b) => a - b),
    };
  }

  /** Overview counters change every tick at speed; they go out at most once a second, the latest winning. */
  publish(events: readonly NetworkEvent[]): void {
    for (const event of events) {
      if (event.type === 'overview') this.queueOverview(event);
      else this.deliver(event);
    }
  }

  close(): void {
    clearTimeout(this.overviewTimer);
    this.overviewTimer = undefined;
  }

  private queueOverview(event: NetworkEvent): void {
    this.pendingOverview = event;
    if (this.overviewTimer) return;
    const wait = Math.max(0, this.lastOverviewAt + OVERVIEW_INTERVAL_MS - Date.now());
    if (wait === 0) {
      this.sendOverview();
      return;
    }
    this.overviewTimer = setTimeout(() => this.sendOverview(), wait);
    this.overviewTimer.unref();
  }

  private sendOverview(): void {
    this.overviewTimer = undefined;
    const event = this.pendingOverview;
    this.pendingOverview = undefined;
    this.lastOverviewAt = Date.now();
    if (event) this.deliver(event);
  }

  private deliver(event: NetworkEvent): void {
    if (this.clients.size === 0) return;
    const topic = topicOf(event);
    const permission = TOPIC_PERMISSIONS[topic];
    const text = JSON.stringify(event);
    for (const [client, subscription] of this.clients) {
      if (subscription.topics && !subscription.topics.has(topic)) continue;
      const { stationId } = event;
      if (stationId !== null && subscription.stations.size > 0 && !subscription.stations.has(stationId)) continue;
      if (!hasPermission(client.permissions, permission)) continue;
      client.send(text);
    }
  }
}
