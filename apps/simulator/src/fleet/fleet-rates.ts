/** How lively the network is: mean events per unit per simulated day. */
export interface FleetRates {
  sessionsPerPortDay: number;
  chargerOutagesPerChargerDay: number;
  portFaultsPerPortDay: number;
  portOutagesPerPortDay: number;
  /** Share of sessions whose energy stops flowing mid-charge (a stuck session for an operator to find). */
  stallShare: number;
}

export const DEFAULT_FLEET_RATES: FleetRates = {
  sessionsPerPortDay: 3,
  chargerOutagesPerChargerDay: 0.05,
  portFaultsPerPortDay: 0.01,
  portOutagesPerPortDay: 0.01,
  stallShare: 0.02,
};

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const DAY_SECONDS = 24 * 3600;

/** Below this a car does not start charging; it waits for the station to free some power. */
export const MIN_SESSION_POWER_W = 1400;
export const MAX_POWER_RETRIES = 5;

/** Faults the engine raises, taken from the seeded alarm kinds; E310 is the lost-connection one. */
export const OFFLINE_ALARM = { code: 'E310', level: 2, message: 'Communication with the charger lost' } as const;
export const PORT_FAULTS = [
  { code: 'E101', level: 3, message: 'Over-temperature in the power module' },
  { code: 'E204', level: 3, message: 'Ground fault detected' },
  { code: 'E402', level: 3, message: 'Emergency stop pressed' },
  { code: 'E515', level: 2, message: 'Energy meter reading out of range' },
  { code: 'E620', level: 1, message: 'Connector not locked at session start' },
  { code: 'E731', level: 2, message: 'Cable temperature sensor fault' },
] as const;
