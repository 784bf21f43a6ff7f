import { latestPaidOrder, orderNumbers, refundedCents } from '../data/training/scenario-queries';
import { billOrderAgain } from '../domain/money/double-billing';
import { numberDetail, type Scenario, ScenarioUnavailableError, scenarioTexts } from './scenario';
import { findingsOf, nothingDeleted } from './scenario-network';

const finding = findingsOf('double-billed');

export const doubleBilled: Scenario = {
  ...scenarioTexts('double-billed'),
  load(domain) {
    const { clock } = domain;
    const original = latestPaidOrder(domain.db);
    if (!original) throw new ScenarioUnavailableError('no paid order to bill twice');
    const paidAgainAt = Math.min(clock.now(), (original.paidAt ?? clock.now()) + 2_000);
    const duplicate = billOrderAgain(domain, original, paidAgainAt);
    return {
      customerName: original.customerName,
      account: original.account,
      stationName: original.stationName,
      originalId: original.id,
      originalNo: original.orderNo,
      duplicateId: duplicate.id,
      duplicateNo: duplicate.orderNo,
      totalCents: original.totalCents,
      amount: new Intl.NumberFormat('en', { style: 'currency', currency: domain.currency }).format(
        original.totalCents / 100,
      ),
    };
  },
  check(network, details) {
    const refunded = (id: number) => refundedCents(network.db, id);
    const duplicateId = numberDetail(details, 'duplicateId');
    const originalId = numberDetail(details, 'originalId');
    const wronglyRefunded = network
      .operationsSince(['refundOrder'])
      .filter((operation) => operation.succeeded && Number(operation.params.id) !== duplicateId)
      .map((operation) => Number(operation.params.id));
    if (refunded(originalId) !== 0) wronglyRefunded.push(originalId);
    // Named, so that the trainer knows which customer's money to set right.
    const harmed = orderNumbers(network.db, [...new Set(wronglyRefunded)]);
    return [
      finding('duplicate-refunded', refunded(duplicateId) === numberDetail(details, 'totalCents')),
      finding('original-kept', harmed.length === 0, { orders: harmed.join(', ') }),
      nothingDeleted(network),
    ];
  },
};
