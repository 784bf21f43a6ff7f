import { AlarmStatus, AuditStatus, ChargerStatus, JournalType, StationStatus } from '@pcharging/api-client/enums';
import type { tables } from '@pcharging/db';
import { dayInZone, FREE_PARK_MINUTES, priceSession, recordNumber } from '@pcharging/validation';
import { Random } from '../random';
import { buildOutageHistory } from './outages';
import { alarmKinds, cities, firstNames, lastNames, manufacturers, stationKinds } from './places';
import { buildOpenSessions, drawStartMode } from './sessions';

const onboardingAudit: ReadonlyMap<StationStatus, AuditStatus> = new Map([
  [StationStatus.Draft, AuditStatus.Draft],
  [StationStatus.UnderReview, AuditStatus.UnderReview],
  [StationStatus.Rejected, AuditStatus.Rejected],
]);

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export interface NetworkRows {
  operators: Insert<typeof tables.operators>[];
  priceTemplates: Insert<typeof tables.priceTemplates>[];
  stations: Insert<typeof tables.stations>[];
  loadHistory: Insert<typeof tables.stationLoadHistory>[];
  chargers: Insert<typeof tables.chargers>[];
  ports: Insert<typeof tables.ports>[];
  customers: Insert<typeof tables.customers>[];
  cards: Insert<typeof tables.rfidCards>[];
  orders: Insert<typeof tables.orders>[];
  journal: Insert<typeof tables.journalEntries>[];
  alarms: Insert<typeof tables.alarms>[];
  sessions: Insert<typeof tables.chargingSessions>[];
  outages: Insert<typeof tables.portOutages>[];
  statusEvents: Insert<typeof tables.statusEvents>[];
  failedSessions: Insert<typeof tables.failedSessions>[];
}

export interface NetworkSize {
  stations: number;
  customers: number;
  days: number;
  /** Mean charging sessions per port per day. */
  sessionsPerPortDay: number;
  /** Smallest and largest number of chargers at a station. */
  chargersPerStation: readonly [number, number];
  /** Ports per charger at least, whatever its model has. */
  minConnectors: number;
}

export const DEMO_SIZE: NetworkSize = {
  stations: 24,
  customers: 300,
  days: 60,
  sessionsPerPortDay: 0.35,
  chargersPerStation: [5, 11],
  minConnectors: 1,
};

/** The scale benchmarks run at: 2,000 stations, ~20,000 chargers, ~60,000 ports, ~2,000,000 orders. */
export const LARGE_SIZE: NetworkSize = {
  stations: 2000,
  customers: 100_000,
  days: 60,
  sessionsPerPortDay: 0.66,
  chargersPerStation: [9, 12],
  minConnectors: 3,
};

const DAY = 24 * 3600 * 1000;
const MINUTE = 60 * 1000;

const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** Zones change their offset on quarter hours at the finest: every instant of a quarter hour is on the same day. */
const QUARTER_HOUR = 15 * MINUTE;

/**
 * The network's day of an instant, `YYYY-MM-DD`, memoised by quarter hour: the large profile asks millions of times
 * about a few hundred days.
 */
function networkDayKey(timeZone: string): (epoch: number) => string {
  const cache = new Map<number, string>();
  return (epoch) => {
    const quarter = Math.floor(epoch / QUARTER_HOUR);
    let day = cache.get(quarter);
    if (day === undefined) {
      day = dayInZone(quarter * QUARTER_HOUR, timeZone);
      cache.set(quarter, day);
    }
    return day;
  };
}

/**
 * Builds a believable charging network with ids assigned in order (1, 2, …), so rows can reference each
 * other before they are written. Deterministic for a seed number, a `now` and the network's zone, whose days
 * the order and entry numbers carry.
 */
export function buildNetwork(seed: number, now: number, size: NetworkSize, timeZone: string): NetworkRows {
  const dateKey = networkDayKey(timeZone);
  const compactDateKey = (epoch: number) => dateKey(epoch).replaceAll('-', '');
  const random = new Random(seed);
  const created = now - (size.days + 30) * DAY;
  const stamp = { createdAt: created, updatedAt: created };

  const operators: NetworkRows['operators'] = [
    { name: 'Borealis Charge', account: 'borealis', company: 'Borealis Charge Inc.', contactPerson: 'Marie Gagnon' },
    { name: 'VoltWay Networks', account: 'voltway', company: 'VoltWay Networks Ltd.', contactPerson: 'James Chen' },
    { name: 'Hydro Cité', account: 'hydrocite', company: 'Hydro Cité SENC', contactPerson: 'Luc Fortin' },
  ].map((operator, index) => ({
    ...operator,
    secret: `sk_${seed}_${index}_${Math.floor(random.next() * 1e12).toString(36)}`,
    messageSecret: Math.floor(random.next() * 1e16).toString(16),
    messageIv: Math.floor(random.next() * 1e16).toString(16),
    type: index + 1,
    contactPhone: `+1 514 555 02${pad(index, 2)}`,
    emergencyContact: `+1 514 555 09${pad(index, 2)}`,
    description: 'Public charging operator',
    callbackUrl: `https://${operator.account}.example/ocpi/callback`,
    ...stamp,
  }));

  const priceTemplates: NetworkRows['priceTemplates'] = [
    { name: 'Standard AC', electFeeCents: 19, serviceFeeCents: 100, parkFeeCents: 10 },
    { name: 'Fast DC', electFeeCents: 45, serviceFeeCents: 300, parkFeeCents: 40 },
    { name: 'Fleet night rate', electFeeCents: 12, serviceFeeCents: 50, parkFeeCents: 5 },
    { name: 'Residential', electFeeCents: 15, serviceFeeCents: 0, parkFeeCents: 0 },
    // No station charges with it: a template an operator can still delete.
    { name: 'Summer promo', electFeeCents: 16, serviceFeeCents: 80, parkFeeCents: 5 },
  ].map((template) => ({ ...template, feeType: 1, freeParkMinutes: FREE_PARK_MINUTES, ...stamp }));

  const stations: NetworkRows['stations'] = [];
  const loadHistory: NetworkRows['loadHistory'] = [];
  const chargers: NetworkRows['chargers'] = [];
  const ports: NetworkRows['ports'] = [];
  const stationPopularity: number[] = [];
  // Most stations operate; one each is a draft, under review, rejected, suspended and under construction.
  const statusPlan: readonly StationStatus[] = [
    ...Array.from({ length: 19 }, () => StationStatus.Operating),
    StationStatus.Draft,
    StationStatus.UnderReview,
    StationStatus.Rejected,
    StationStatus.Suspended,
    StationStatus.Construction,
  ];

  for (let s = 0; s < size.stations; s += 1) {
    const city = cities[s % cities.length] ?? cities[0];
    if (!city) throw new Error('no cities');
    const stationId = s + 1;
    const fast = random.chance(0.4);
    const status = statusPlan[s % statusPlan.length] ?? StationStatus.Operating;
    const kind = random.pick(stationKinds);
    const loadLimitKw = fast ? random.pick([300, 450, 600]) : random.pick([60, 90, 120]);
    stations.push({
      code: `ST${pad(stationId, 6)}`,
      name: `${city.name} ${kind}${s >= cities.length * stationKinds.length ? ` ${s}` : ''}`,
      tel: `${city.phonePrefix} 555 ${pad(1000 + s, 4)}`,
      status,
      type: random.weighted([
        [1, 6],
        [2, 1],
        [3, 1],
        [4, 1],
      ]),
      serviceTime: random.chance(0.6) ? '00:00-24:00' : '06:00-23:00',
      lng: Number((city.lng + random.float(-0.08, 0.08)).toFixed(6)),
      lat: Number((city.lat + random.float(-0.05, 0.05)).toFixed(6)),
      operatorId: (s % operators.length) + 1,
      priceTemplateId: status === 0 ? null : fast ? 2 : random.pick([1, 1, 3, 4]),
      contacts: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      phone: `${city.phonePrefix} 555 ${pad(2000 + s, 4)}`,
      province: city.province,
      city: city.name,
      district: random.pick(city.districts),
      address: `${random.int(10, 2999)} ${random.pick(city.streets)}`,
      minAmountCents: random.pick([1000, 2000, 3000, 5000]),
      minStopAmountCents: 100,
      minBalanceAlarm: random.chance(0.5) ? 1 : 0,
      minBalanceCents: 500,
      lossRatio: Number(random.float(0.01, 0.05).toFixed(3)),
      totalCurrent: fast ? 800 : 200,
      loadLimitKw,
      loadPeriodMinutes: random.pick([5, 15, 30]),
      submittedAt: status === 0 ? null : created,
      auditedAt: status >= 2 ? created + DAY : null,
      auditedBy: status >= 2 ? 1 : null,
      auditReason: status === 2 ? 'Site photos missing' : '',
      ...stamp,
    });
    loadHistory.push({
      stationId,
      loadLimitKw,
      loadPeriodMinutes: stations[s]?.loadPeriodMinutes ?? 15,
      changedBy: 1,
      changedByName: 'admin',
      changedAt: created,
    });
    stationPopularity.push(status === 3 ? random.float(0.5, 1.6) : 0);

    const chargerCount = status === 5 ? 0 : random.int(size.chargersPerStation[0], size.chargersPerStation[1]);
    for (let p = 0; p < chargerCount; p += 1) {
      const maker =
        fast && p < 3
          ? random.pick([manufacturers[0], manufacturers[3], manufacturers[6]])
          : random.pick(manufacturers);
      const model = maker.models[0];
      const chargerId = chargers.length + 1;
      const serial = `${maker.id.slice(2)}${pad(stationId, 3)}${pad(chargerId, 5)}`;
      // Chargers at a station still in onboarding share its audit state (draft, under review, rejected).
      const pileAudit = onboardingAudit.get(status) ?? AuditStatus.Approved;
      const pileStatus =
        status !== StationStatus.Operating
          ? ChargerStatus.Offline
          : random.weighted<ChargerStatus>([
              [ChargerStatus.Online, 90],
              [ChargerStatus.Offline, 7],
              [ChargerStatus.Fault, 3],
            ]);
      chargers.push({
        serial,
        name: `${model.type === 2 ? 'DC' : 'AC'} ${pad(p + 1, 2)}`,
        type: model.type,
        stationId,
        manufacturerId: maker.id,
        manufacturerName: maker.name,
        model: model.model,
        status: pileStatus,
        powerKw: model.powerKw,
        currentA: model.type === 2 ? 200 : 32,
        productionDate: `202${random.int(2, 5)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
        operatorId: (s % operators.length) + 1,
        connectors: Math.max(model.connectors, size.minConnectors),
        chargeModel: model.type === 2 ? 'OCPP 2.0.1' : 'OCPP 1.6J',
        hasPos: model.type === 2 && random.chance(0.5) ? 1 : 0,
        lastHeartbeatAt: pileStatus === 1 ? now - random.int(5, 60) * 1000 : now - random.int(1, 72) * 3600 * 1000,
        auditStatus: pileAudit,
        auditReason: pileAudit === 2 ? 'Nameplate photo missing' : '',
        submittedAt: pileAudit === 0 ? null : created,
        auditedAt: pileAudit >= 2 ? created + DAY : null,
        auditedBy: pileAudit >= 2 ? 1 : null,
        ...stamp,
      });
      const connectors = Math.max(model.connectors, size.minConnectors);
      for (let c = 1; c <= connectors; c += 1) {
        ports.push({
          code: `${serial}-${c}`,
          chargerId,
          stationId,
          connectorNo: c,
          aliasName: `${String.fromCharCode(64 + p + 1)}${c}`,
          status:
            pileStatus === 1
              ? random.weighted([
                  [1, 70],
                  [3, 25],
                  [2, 3],
                  [4, 2],
                ])
              : pileStatus === 2
                ? 5
                : 0,
          connectType: model.type === 2 ? random.pick([4, 4, 5, 6]) : 2,
          voltageUpper: model.type === 2 ? 1000 : 250,
          voltageLower: model.type === 2 ? 200 : 190,
          powerKw: model.powerKw / (model.type === 2 ? model.connectors : 1),
          ...stamp,
        });
      }
    }
  }
  // Equipment in stock: bought, not installed.
  for (let e = 0; e < 6; e += 1) {
    const maker = random.pick(manufacturers);
    const model = maker.models[0];
    const serial = `${maker.id.slice(2)}STK${pad(e + 1, 5)}`;
    chargers.push({
      serial,
      name: `Stock ${pad(e + 1, 2)}`,
      type: model.type,
      stationId: null,
      manufacturerId: maker.id,
      manufacturerName: maker.name,
      model: model.model,
      status: 0,
      auditStatus: 0,
      powerKw: model.powerKw,
      connectors: Math.max(model.connectors, size.minConnectors),
      ...stamp,
    });
    const chargerId = chargers.length;
    const connectors = Math.max(model.connectors, size.minConnectors);
    for (let c = 1; c <= connectors; c += 1) {
      ports.push({
        code: `${serial}-${c}`,
        chargerId,
        stationId: null,
        connectorNo: c,
        status: 0,
        connectType: model.type === 2 ? 4 : 2,
        voltageUpper: model.type === 2 ? 1000 : 250,
        voltageLower: model.type === 2 ? 200 : 190,
        powerKw: model.powerKw / (model.type === 2 ? model.connectors : 1),
        ...stamp,
      });
    }
  }

  const customers: NetworkRows['customers'] = [];
  const cards: NetworkRows['cards'] = [];
  const cardOfCustomer = new Map<number, number>();
  for (let c = 0; c < size.customers; c += 1) {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const account = `${first}.${last}.${c + 1}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^\w.]/g, '');
    const joined = created + random.int(0, 20) * DAY;
    customers.push({
      account,
      name: `${first} ${last}`,
      email: `${account}@mail.example`,
      phone: `+1 514 555 ${pad(3000 + c, 4)}`,
      status: random.chance(0.97) ? 1 : 0,
      createdAt: joined,
      updatedAt: joined,
    });
    if (random.chance(0.85)) {
      cards.push({
        cardNo: `RF${pad(100000 + cards.length * 7 + random.int(0, 6), 8)}`,
        customerId: c + 1,
        stationId: random.chance(0.1) ? random.int(1, size.stations) : null,
        boundAt: joined,
        createdAt: joined,
        updatedAt: joined,
      });
      cardOfCustomer.set(c + 1, cards.length);
    }
  }
  for (let u = 0; u < Math.ceil(size.customers / 5); u += 1) {
    cards.push({ cardNo: `RF${pad(900000 + u, 8)}`, createdAt: created, updatedAt: created });
  }

  const orders: NetworkRows['orders'] = [];
  const liveStations = new Set(stations.flatMap((station, index) => (station.status === 3 ? [index + 1] : [])));
  const today = dateKey(now);
  const startOfRange = now - size.days * DAY;
  for (let day = 0; day < size.days; day += 1) {
    const dayStart = startOfRange + day * DAY;
    const dayOrders: NetworkRows['orders'] = [];
    ports.forEach((port, index) => {
      const stationId = port.stationId ?? 0;
      if (!liveStations.has(stationId)) return;
      const charger = chargers[port.chargerId - 1];
      const station = stations[stationId - 1];
      const template = priceTemplates[(station?.priceTemplateId ?? 1) - 1];
      if (!charger || !station || !template) return;
      const sessions = random.poisson(size.sessionsPerPortDay * (stationPopularity[stationId - 1] ?? 1));
      for (let n = 0; n < sessions; n += 1) {
        const hour = random.weighted([
          [7, 2],
          [8, 4],
          [9, 3],
          [11, 3],
          [12, 4],
          [14, 3],
          [16, 4],
          [17, 5],
          [18, 5],
          [19, 4],
          [21, 3],
          [23, 1],
        ]);
        const startedAt = dayStart + hour * 3600 * 1000 + random.int(0, 59) * MINUTE;
        const dc = charger.type === 2;
        const chargingMinutes = dc ? random.int(15, 55) : random.int(45, 300);
        const energyWh = Math.round(
          Math.min((port.powerKw * 0.85 * chargingMinutes) / 60, dc ? random.float(20, 75) : random.float(8, 45)) *
            1000,
        );
        const idleMinutes = random.weighted([
          [0, 5],
          [random.int(1, 14), 6],
          [random.int(15, 30), 3],
          [random.int(31, 90), 1],
        ]);
        const endedAt = startedAt + (chargingMinutes + idleMinutes) * MINUTE;
        if (endedAt > now) continue;
        const customerId = random.int(1, size.customers);
        const cardIndex = cardOfCustomer.get(customerId);
        const startMode = drawStartMode(random, cardIndex !== undefined);
        const bill = priceSession(
          {
            electFeeCents: template.electFeeCents,
            serviceFeeCents: template.serviceFeeCents,
            parkFeeCents: template.parkFeeCents,
            freeParkMinutes: template.freeParkMinutes ?? FREE_PARK_MINUTES,
          },
          { energyWh, chargingMinutes, idleMinutes },
        );
        dayOrders.push({
          orderNo: '',
          customerId,
          cardId: startMode === 2 ? (cardIndex ?? null) : null,
          stationId,
          chargerId: port.chargerId,
          portId: index + 1,
          startMode,
          status: 3,
          startedAt,
          endedAt,
          durationMinutes: chargingMinutes,
          idleMinutes,
          energyWh,
          ...bill,
          electRateCents: template.electFeeCents,
          serviceRateCents: template.serviceFeeCents,
          parkRateCents: template.parkFeeCents,
          freeParkMinutes: template.freeParkMinutes ?? FREE_PARK_MINUTES,
          paidAt: endedAt + MINUTE,
          // A charging curve peaks above its mean; the port's rating caps it.
          peakPowerW: Math.round(Math.min(port.powerKw * 1000, ((energyWh * 60) / chargingMinutes) * 1.2)),
        });
        if (dateKey(startedAt) === today) {
          port.todayDate = today;
          port.todayEnergyWh = (port.todayEnergyWh ?? 0) + energyWh;
          port.todaySessions = (port.todaySessions ?? 0) + 1;
          port.todayMinutes = (port.todayMinutes ?? 0) + chargingMinutes;
        }
      }
    });
    // A day's sessions start within that day, so sorting day by day orders them all, in far less time.
    dayOrders.sort((a, b) => a.startedAt - b.startedAt);
    for (const order of dayOrders) orders.push(order);
  }
  orders.forEach((order, index) => {
    order.orderNo = recordNumber('order', compactDateKey(order.startedAt), index + 1);
  });

  const journal: NetworkRows['journal'] = [];
  const balances = new Map<number, number>();
  const addEntry = (customerId: number, type: JournalType, amountCents: number, at: number, orderId: number | null) => {
    const balance = (balances.get(customerId) ?? 0) + amountCents;
    balances.set(customerId, balance);
    journal.push({ entryNo: '', customerId, type, amountCents, balanceAfterCents: balance, orderId, createdAt: at });
  };
  // Payments in the order they happen; a customer short of money tops up just before paying.
  const payments = orders
    .map((order, index) => ({ order, orderId: index + 1, at: order.paidAt ?? order.startedAt }))
    .sort((a, b) => a.at - b.at);
  for (const { order, orderId, at } of payments) {
    const shortfall = (order.totalCents ?? 0) - (balances.get(order.customerId) ?? 0);
    if (shortfall > 0) {
      const topUp = Math.max(random.pick([2000, 5000, 10000]), Math.ceil(shortfall / 1000) * 1000);
      addEntry(order.customerId, JournalType.TopUp, topUp, at - 1000, null);
    }
    addEntry(order.customerId, JournalType.Payment, -(order.totalCents ?? 0), at, orderId);
  }
  journal.sort((a, b) => a.createdAt - b.createdAt);
  journal.forEach((entry, index) => {
    entry.entryNo = recordNumber('journal', compactDateKey(entry.createdAt), index + 1);
  });
  for (const [customerId, balance] of balances) {
    const customer = customers[customerId - 1];
    if (customer) customer.balanceCents = balance;
  }

  const alarms: NetworkRows['alarms'] = [];
  chargers.forEach((charger, index) => {
    if (!charger.stationId) return;
    const count = charger.status === 2 ? 1 : random.poisson(0.5);
    for (let a = 0; a < count; a += 1) {
      const kind = random.pick(alarmKinds);
      const open = charger.status === 2 && a === 0;
      const raisedAt = open ? now - random.int(1, 36) * 3600 * 1000 : startOfRange + random.int(0, size.days - 1) * DAY;
      const status = open
        ? AlarmStatus.Open
        : random.weighted<AlarmStatus>([
            [AlarmStatus.Repaired, 80],
            [AlarmStatus.Acknowledged, 12],
            [AlarmStatus.Open, 8],
          ]);
      alarms.push({
        stationId: charger.stationId,
        chargerId: index + 1,
        source: 'pile',
        code: kind.code,
        level: kind.level,
        message: kind.message,
        status,
        raisedAt,
        acknowledgedAt: status >= 1 ? raisedAt + random.int(5, 120) * MINUTE : null,
        acknowledgedBy: status >= 1 ? 2 : null,
        repairedAt: status === 2 ? raisedAt + random.int(2, 48) * 3600 * 1000 : null,
        repairedBy: status === 2 ? 2 : null,
        repairNote: status === 2 ? 'Module reset and inspected on site' : '',
      });
    }
  });
  alarms.sort((a, b) => a.raisedAt - b.raisedAt);

  // Added last so that stations and chargers keep their operators: signed, but nothing onboarded and no credentials.
  operators.push({
    name: 'Northline EV',
    account: 'northline',
    company: 'Northline EV Inc.',
    contactPerson: 'Ava Singh',
    type: 1,
    contactPhone: '+1 514 555 0203',
    description: 'Signed; no station onboarded yet',
    ...stamp,
  });

  const sessions = buildOpenSessions(new Random(seed + 7919), {
    ports,
    chargerType: (chargerId) => chargers[chargerId - 1]?.type ?? 1,
    customers: size.customers,
    cardOf: (customerId) => cardOfCustomer.get(customerId),
    now,
    stallShare: 0.04,
  });

  const { outages, statusEvents, failedSessions } = buildOutageHistory(
    new Random(seed + 104_729),
    { stations, chargers, ports },
    { now, days: size.days },
  );

  return {
    operators,
    priceTemplates,
    stations,
    loadHistory,
    chargers,
    ports,
    customers,
    cards,
    orders,
    journal,
    alarms,
    sessions,
    outages,
    statusEvents,
    failedSessions,
  };
}
