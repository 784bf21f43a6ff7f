import { cardBoundToWrongCustomer } from './card-bound-to-wrong-customer';
import { chargerAwaitingReview } from './charger-awaiting-review';
import { chargerFault } from './charger-fault';
import { doubleBilled } from './double-billed';
import { newOperatorAccount } from './new-operator-account';
import { priceChange } from './price-change';
import type { Scenario } from './scenario';
import { stationOffline } from './station-offline';
import { stuckSession } from './stuck-session';

export const scenarios: readonly Scenario[] = [
  stationOffline,
  cardBoundToWrongCustomer,
  priceChange,
  stuckSession,
  doubleBilled,
  chargerFault,
  chargerAwaitingReview,
  newOperatorAccount,
];

export const findScenario = (name: string): Scenario | undefined => scenarios.find((s) => s.name === name);
