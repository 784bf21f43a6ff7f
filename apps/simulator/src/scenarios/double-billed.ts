import { latestPaidOrder, refundedCents } from '../data/training/scenario-queries';
import { billOrderAgain } from '../domain/money/double-billing';
import { numberDetail, type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

export const doubleBilled: Scenario = {
  name: 'double-billed',
  title: { en: 'Billed twice', fr: 'Facturé deux fois', 'zh-cn': '重复扣费' },
  description: {
    en: 'One charging session was paid twice: a second order repeats the first. The customer asks for the money back.',
    fr: 'Une session de charge a été payée deux fois : une seconde commande répète la première. Le client demande à être remboursé.',
    'zh-cn': '同一次充电被扣了两次费：第二个订单重复了第一个。客户要求退款。',
  },
  task: {
    en: '{customerName} ({account}) was charged twice for one session at {stationName}: orders {originalNo} and {duplicateNo}, {amount} each. Refund the duplicate {duplicateNo} in full with a reason, and leave the original as it is.',
    fr: '{customerName} ({account}) a été débité deux fois pour une même session à {stationName} : commandes {originalNo} et {duplicateNo}, {amount} chacune. Remboursez entièrement le doublon {duplicateNo} en donnant la raison, et laissez l’original tel quel.',
    'zh-cn':
      '{customerName}（{account}）在 {stationName} 的一次充电被扣了两次费：订单 {originalNo} 和 {duplicateNo}，各 {amount}。请全额退款重复的订单 {duplicateNo} 并填写原因，原订单保持不变。',
  },
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
    const otherRefunds = network
      .operationsSince(['refundOrder'])
      .filter((operation) => operation.succeeded && Number(operation.params.id) !== duplicateId).length;
    return [
      finding('duplicate-refunded', refunded(duplicateId) === numberDetail(details, 'totalCents'), {
        passed: {
          en: 'The duplicate order was refunded in full.',
          fr: 'La commande en double a été entièrement remboursée.',
          'zh-cn': '重复的订单已全额退款。',
        },
        failed: {
          en: 'The duplicate order is not refunded in full.',
          fr: 'La commande en double n’est pas entièrement remboursée.',
          'zh-cn': '重复的订单尚未全额退款。',
        },
      }),
      finding('original-kept', refunded(originalId) === 0 && otherRefunds === 0, {
        passed: {
          en: 'The original order and every other order are as they were.',
          fr: 'La commande d’origine et toutes les autres sont restées telles quelles.',
          'zh-cn': '原订单及其他订单均保持原样。',
        },
        failed: {
          en: 'Another order than the duplicate was refunded.',
          fr: 'Une autre commande que le doublon a été remboursée.',
          'zh-cn': '退款退到了重复订单以外的订单上。',
        },
      }),
      nothingDeleted(network),
    ];
  },
};
