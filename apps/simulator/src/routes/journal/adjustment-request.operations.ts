import type { components } from '@pcharging/api-client';
import {
  type AdjustmentRequestRecord,
  findAdjustmentRequest,
  listAdjustmentRequestPage,
} from '../../data/journal/adjustment-request-queries';
import {
  approveAdjustmentRequest,
  rejectAdjustmentRequest,
  requestAdjustment,
} from '../../domain/money/adjustment-requests';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession } from '../../http/wire';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';
import { centsToMoney } from '../../lib/money';

function requestAnswer(record: AdjustmentRequestRecord): components['schemas']['AdjustmentRequest'] {
  return {
    id: record.id,
    customer_id: record.customerId,
    account: record.account,
    direction: record.direction,
    amount: centsToMoney(record.amountCents),
    reason: record.reason,
    requested_by: record.requestedBy,
    requested_at: iso(record.requestedAt),
    status: record.status,
    decided_by: record.decidedBy,
    decided_at: record.decidedAt === null ? null : iso(record.decidedAt),
    entry_no: record.entryNo,
  };
}

export const adjustmentRequestOperations = {
  requestBalanceAdjustment: (c, params) => {
    const adjustment = {
      customerId: params.customer_id,
      direction: params.direction,
      amount: params.amount,
      reason: params.reason,
    };
    const id = requestAdjustment(domainOf(c), adjustment, requireSession(c).userId);
    return ok(c, requestAnswer(found(findAdjustmentRequest(c.get('deps').db, id))), 'adjustmentRequested');
  },
  listAdjustmentRequests: (c, params, paging) => {
    const page = listAdjustmentRequestPage(c.get('deps').db, params.status, paging);
    return ok(c, { total: page.total, items: page.items.map(requestAnswer) });
  },
  approveAdjustmentRequest: (c, params) => {
    approveAdjustmentRequest(domainOf(c), params.id, requireSession(c).userId);
    return ok(c, requestAnswer(found(findAdjustmentRequest(c.get('deps').db, params.id))), 'adjustmentApproved');
  },
  rejectAdjustmentRequest: (c, params) => {
    rejectAdjustmentRequest(domainOf(c), params.id, requireSession(c).userId);
    return ok(c, requestAnswer(found(findAdjustmentRequest(c.get('deps').db, params.id))), 'adjustmentRejected');
  },
} satisfies AreaHandlers;
