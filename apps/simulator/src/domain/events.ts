import type { PortDay } from '../data/charger/status-writes';

/** A port's figures of the network's day. */
export type TodayFigures = PortDay;

export interface OverviewCounters {
  chargersOnline: number;
  chargersOffline: number;
  chargersFault: number;
  chargersRestarting: number;
  portsAvailable: number;
  portsPreparing: number;
  portsCharging: number;
  portsFinishing: number;
  portsFaulted: number;
  portsUnavailable: number;
  openAlarms: number;
  ordersToday: number;
  incomeTodayCents: number;
}

/** What changed in the network, as the domain function that changed it announces it to the live push. */
export type NetworkEvent =
  | { type: 'pile.status'; at: number; stationId: number; data: { pileId: number; status: number } }
  | {
      type: 'port.status';
      at: number;
      stationId: number;
      data: { portId: number; pileId: number; status: number; powerKw: number; today: TodayFigures };
    }
  | {
      type: 'order.created';
      at: number;
      stationId: number;
      data: {
        orderId: number;
        orderNo: string;
        pileId: number;
        portId: number;
        customerId: number;
        energyWh: number;
        durationMinutes: number;
        idleMinutes: number;
        totalCents: number;
        startedAt: number;
        endedAt: number;
      };
    }
  | {
      type: 'alarm.raised' | 'alarm.acknowledged' | 'alarm.repaired';
      at: number;
      stationId: number | null;
      data: {
        alarmId: number;
        pileId: number | null;
        portId: number | null;
        code: string;
        level: number;
        message: string;
        status: number;
      };
    }
  | { type: 'session.update'; at: number; stationId: number; data: SessionUpdate }
  | { type: 'overview'; at: number; stationId: null; data: OverviewCounters };

/**
 * A session's live figures whenever its power changes: between two updates the energy grows by `powerW` from
 * `measuredAt` until `chargeUntil`, so a client computes it without a message a second.
 */
export interface SessionUpdate {
  sessionId: number;
  pileId: number;
  portId: number;
  state: 'preparing' | 'charging' | 'finishing' | 'ended';
  powerW: number;
  energyWh: number;
  measuredAt: number;
  chargeUntil: number | null;
  stalledSince: number | null;
  silentSince: number | null;
  orderId: number | null;
}

export type NetworkEventType = NetworkEvent['type'];

export type NetworkListener = (events: readonly NetworkEvent[]) => void;
