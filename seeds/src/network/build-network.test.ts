import { createHash } from 'node:crypto';
import { dayInZone, FREE_PARK_MINUTES, priceSession } from '@pcharging/validation';
import { describe, expect, it } from 'vitest';
import { buildNetwork, DEMO_SIZE } from './build-network';

const NOW = Date.UTC(2026, 10, 21, 12);
const network = buildNetwork(2026, NOW, DEMO_SIZE, 'UTC');
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the demo network', () => {
  it('is the same for the same seed number and differs for another', () => {
    expect(digest(buildNetwork(2026, NOW, DEMO_SIZE, 'UTC'))).toBe(digest(network));
    expect(digest(buildNetwork(7, NOW, DEMO_SIZE, 'UTC').stations)).not.toBe(digest(network.stations));
  });

  it('has the size of a believable regional network', () => {
    expect(network.stations).toHaveLength(24);
    expect(network.chargers.length).toBeGreaterThanOrEqual(130);
    expect(network.ports.length).toBeGreaterThanOrEqual(300);
    expect(network.customers).toHaveLength(300);
    expect(network.cards.length).toBeGreaterThan(250);
    expect(network.orders.length).toBeGreaterThan(3000);
    expect(new Set(network.stations.map((s) => s.city)).size).toBeGreaterThanOrEqual(5);
  });

  it('prices every order by its station template', () => {
    for (const order of network.orders) {
      const station = network.stations[order.stationId - 1];
      const template = network.priceTemplates[(station?.priceTemplateId ?? 0) - 1];
      if (!template) throw new Error(`order ${order.orderNo} has no template`);
      const bill = priceSession(
        { ...template, freeParkMinutes: template.freeParkMinutes ?? FREE_PARK_MINUTES },
        {
          energyWh: order.energyWh ?? 0,
          chargingMinutes: order.durationMinutes ?? 0,
          idleMinutes: order.idleMinutes ?? 0,
        },
      );
      expect({
        billedIdleMinutes: order.billedIdleMinutes,
        electFeeCents: order.electFeeCents,
        serviceFeeCents: order.serviceFeeCents,
        parkFeeCents: order.parkFeeCents,
        totalCents: order.totalCents,
      }).toEqual(bill);
    }
  });

  it('has a payment in the journal for every order, and balances that never go negative', () => {
    const payments = network.journal.filter((entry) => entry.type === 2);
    expect(payments).toHaveLength(network.orders.length);
    const paid = payments.reduce((sum, entry) => sum - entry.amountCents, 0);
    expect(paid).toBe(network.orders.reduce((sum, order) => sum + (order.totalCents ?? 0), 0));
    expect(network.journal.every((entry) => entry.balanceAfterCents >= 0)).toBe(true);
    for (const [index, customer] of network.customers.entries()) {
      const last = network.journal.filter((entry) => entry.customerId === index + 1).at(-1);
      expect(customer.balanceCents ?? 0).toBe(last?.balanceAfterCents ?? 0);
    }
  });

  it('only charges at operating stations and never after now', () => {
    for (const order of network.orders) {
      expect(network.stations[order.stationId - 1]?.status).toBe(3);
      expect(order.endedAt ?? 0).toBeLessThanOrEqual(NOW);
    }
  });

  it('has an open alarm for every faulted charger', () => {
    network.chargers.forEach((charger, index) => {
      if (charger.status === 2)
        expect(network.alarms.some((a) => a.chargerId === index + 1 && a.status === 0)).toBe(true);
    });
  });

  it('keeps some equipment in stock and some cards unbound', () => {
    expect(network.chargers.some((charger) => charger.stationId === null)).toBe(true);
    expect(network.cards.some((card) => !card.customerId)).toBe(true);
  });
});

describe('record numbers', () => {
  it("carry the network's day of the order or entry, not the UTC day", () => {
    const shanghai = buildNetwork(2026, NOW, DEMO_SIZE, 'Asia/Shanghai');
    const compact = (epoch: number) => dayInZone(epoch, 'Asia/Shanghai').replaceAll('-', '');
    expect(shanghai.orders.every((order) => order.orderNo.slice(2, 10) === compact(order.startedAt))).toBe(true);
    expect(shanghai.journal.every((entry) => entry.entryNo.slice(2, 10) === compact(entry.createdAt))).toBe(true);
    // Orders started between 16:00 and 24:00 UTC are on the next day in Shanghai.
    const lateUtc = shanghai.orders.filter((order) => new Date(order.startedAt).getUTCHours() >= 16);
    expect(lateUtc.length).toBeGreaterThan(0);
    expect(
      lateUtc.every(
        (order) =>
          order.orderNo.slice(2, 10) !== new Date(order.startedAt).toISOString().slice(0, 10).replaceAll('-', ''),
      ),
    ).toBe(true);
  });
});
