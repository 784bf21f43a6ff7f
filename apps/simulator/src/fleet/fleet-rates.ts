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
