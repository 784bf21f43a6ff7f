import { JournalType, OrderStatus } from '@pcharging/api-client/enums';
import { connectionOf, tables } from '@pcharging/db';
import { dayInZone, recordNumber } from '@pcharging/validation';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { appendJournalEntry } from '../data/journal/journal-writes';
import { numberDetail, type Scenario, ScenarioUnavailableError } from './scenario';
import { finding, nothingDeleted } from './scenario-network';

const { orders, customers, stations } = tables;

/** Columns a second charge of the same session repeats; the id, number and payment time are its own. */
const REPEATED_COLUMNS = `customer_id, card_id, station_id, pile_id, port_id, start_mode, status, started_at, ended_at,
  duration_minutes, idle_minutes, energy_wh, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents,
  elect_rate_cents, service_rate_cents, park_rate_cents, free_park_minutes, end_kind, stopped_by, stop_reason`;

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
    const { db, clock, timeZone } = domain;
    const original = db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        customerId: orders.customerId,
        totalCents: orders.totalCents,
        paidAt: orders.paidAt,
        customerName: customers.name,
        account: customers.account,
        stationName: stations.name,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(stations, eq(stations.id, orders.stationId))
      .where(and(eq(orders.status, OrderStatus.Paid), eq(orders.refundedCents, 0), gt(orders.totalCents, 500)))
      .orderBy(sql`${orders.paidAt} desc`, asc(orders.id))
      .limit(1)
      .get();
    if (!original) throw new ScenarioUnavailableError('no paid order to bill twice');
    const paidAgainAt = Math.min(clock.now(), (original.paidAt ?? clock.now()) + 2_000);
    const duplicate = db.transaction(() => {
      const sqlite = connectionOf(db);
      const id = Number(sqlite.prepare('select coalesce(max(id), 0) + 1 from orders').pluck().get());
      const orderNo = recordNumber('order', dayInZone(paidAgainAt, timeZone).replaceAll('-', ''), id);
      sqlite
        .prepare(
          `insert into orders (id, order_no, paid_at, refunded_cents, ${REPEATED_COLUMNS})
           select ?, ?, ?, 0, ${REPEATED_COLUMNS} from orders where id = ?`,
        )
        .run(id, orderNo, paidAgainAt, original.id);
      appendJournalEntry(db, {
        customerId: original.customerId,
        type: JournalType.Payment,
        amountCents: -original.totalCents,
        orderId: id,
        remark: orderNo,
        at: paidAgainAt,
        day: dayInZone(paidAgainAt, timeZone),
      });
      return { id, orderNo };
    });
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
    const refunded = (id: number) =>
      network.db.select({ cents: orders.refundedCents }).from(orders).where(eq(orders.id, id)).get()?.cents ?? 0;
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
