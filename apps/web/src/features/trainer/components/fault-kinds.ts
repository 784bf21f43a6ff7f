import type { TextKey } from '../../../lib/catalogue-types';
import type { FaultKind } from '../api/faults';

/** Every kind of fault, with its label; the record makes a kind added to the document a type error here. */
export const FAULT_KIND_LABELS: Readonly<Record<FaultKind, TextKey>> = {
  latency: 'trainer.fault.kind.latency',
  'http-status': 'trainer.fault.kind.httpStatus',
  'business-error': 'trainer.fault.kind.businessError',
  'session-expiry': 'trainer.fault.kind.sessionExpiry',
};

export const FAULT_KINDS = Object.keys(FAULT_KIND_LABELS).filter(
  (kind): kind is FaultKind => kind in FAULT_KIND_LABELS,
);
