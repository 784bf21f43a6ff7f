import { cardBoundToWrongCustomer } from './card-bound-to-wrong-customer';
import { priceChange } from './price-change';
import type { Scenario } from './scenario';
import { stationOffline } from './station-offline';
import { stuckSession } from './stuck-session';

export const scenarios: readonly Scenario[] = [stationOffline, cardBoundToWrongCustomer, priceChange, stuckSession];

export const findScenario = (name: string): Scenario | undefined => scenarios.find((s) => s.name === name);
