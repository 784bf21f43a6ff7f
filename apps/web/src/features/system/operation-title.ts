import { operations } from '@pcharging/api-client/operations';
import type { Translate } from '../../lib/catalogue-types';

type KnownOperation = (typeof operations)[number]['operationId'];

const KNOWN = new Set<string>(operations.map((operation) => operation.operationId));
const isKnown = (id: string): id is KnownOperation => KNOWN.has(id);

/** An operation as the reader says it ("Reset an account's password"); an id the app does not know stays as it is. */
export function operationTitle(t: Translate, operationId: string): string {
  return isKnown(operationId) ? t(`operations.${operationId}`) : operationId;
}
