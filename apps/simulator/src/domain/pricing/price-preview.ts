import type { components } from '@pcharging/api-client';
import {
  addDays,
  dayInZone,
  priceSession,
  type SessionUsage,
  startOfDayInZone,
  type Tariff,
} from '@pcharging/validation';
import {
  findPriceTemplate,
  pricedSessions,
  stationsUsingTemplate,
} from '../../data/price-template/price-template-queries';
import { found } from '../../lib/errors';
import { moneyToCents } from '../../lib/money';
import type { Domain } from '../domain';
import { periodsOfInput } from './price-templates';
import { periodsFromWire, tariffOf } from './tariff';

type PriceTemplateInput = components['schemas']['PriceTemplateInput'];

/** Days of sessions a preview re-prices, today included. */
export const PREVIEW_DAYS = 30;

/** The session priced when a template's stations have none to go by; it starts at noon of today. */
export const REFERENCE_SESSION: SessionUsage = { energyWh: 20_000, chargingMinutes: 60, idleMinutes: 20 };

const NOON_MS = 12 * 3_600_000;

export interface PreviewFigures {
  sessions: number;
  energyWh: number;
  beforeCents: number;
  afterCents: number;
}

export interface PricePreview {
  range: { from: string; to: string };
  stations: (PreviewFigures & { stationId: number; stationCode: string; stationName: string })[];
  totals: PreviewFigures;
  typical: { basis: 'median' | 'reference'; usage: SessionUsage; beforeCents: number; afterCents: number };
}

const emptyFigures = (): PreviewFigures => ({ sessions: 0, energyWh: 0, beforeCents: 0, afterCents: 0 });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] ?? 0) + upper) / 2);
}

/** The medians of the sessions, starting when the session of median energy started; else the reference session. */
function typicalUsage(
  usages: readonly SessionUsage[],
  referenceStart: number,
): { basis: 'median' | 'reference'; usage: SessionUsage } {
  const byEnergy = [...usages].sort((a, b) => a.energyWh - b.energyWh);
  const middle = byEnergy[Math.floor(byEnergy.length / 2)];
  if (!middle) return { basis: 'reference', usage: { ...REFERENCE_SESSION, chargingFrom: referenceStart } };
  return {
    basis: 'median',
    usage: {
      energyWh: median(usages.map((usage) => usage.energyWh)),
      chargingMinutes: median(usages.map((usage) => usage.chargingMinutes)),
      idleMinutes: median(usages.map((usage) => usage.idleMinutes)),
      chargingFrom: middle.chargingFrom ?? referenceStart,
    },
  };
}

/**
 * The finished sessions of the last 30 network days at every station charging with the template, each priced by
 * `priceSession` twice: with the template as it is, and with the proposed fees and periods. Nothing is written.
 */
export function previewPriceTemplate(domain: Domain, templateId: number, proposed: PriceTemplateInput): PricePreview {
  const record = found(findPriceTemplate(domain.db, templateId));
  const { template } = record;
  const before = tariffOf(template);
  const after: Tariff = {
    electFeeCents: moneyToCents(proposed.electfee),
    serviceFeeCents: moneyToCents(proposed.servicefee),
    parkFeeCents: moneyToCents(proposed.parkfee),
    freeParkMinutes: template.freeParkMinutes,
    timeOfUse: periodsFromWire(periodsOfInput(domain, proposed)),
  };
  const now = domain.clock.now();
  const to = dayInZone(now, domain.timeZone);
  const from = addDays(to, -(PREVIEW_DAYS - 1));

  const using = stationsUsingTemplate(domain.db, templateId);
  const sessions = pricedSessions(domain.db, {
    stationIds: using.map((station) => station.id),
    from: startOfDayInZone(from, domain.timeZone),
    to: now,
  });

  const byStation = new Map(using.map((station) => [station.id, emptyFigures()]));
  const totals = emptyFigures();
  for (const session of sessions) {
    const beforeCents = priceSession(before, session, domain.timeZone).totalCents;
    const afterCents = priceSession(after, session, domain.timeZone).totalCents;
    for (const figures of [byStation.get(session.stationId), totals]) {
      if (!figures) continue;
      figures.sessions += 1;
      figures.energyWh += session.energyWh;
      figures.beforeCents += beforeCents;
      figures.afterCents += afterCents;
    }
  }
  const typical = typicalUsage(sessions, startOfDayInZone(to, domain.timeZone) + NOON_MS);
  return {
    range: { from, to },
    stations: using
      .map((station) => ({
        stationId: station.id,
        stationCode: station.code,
        stationName: station.name,
        ...(byStation.get(station.id) ?? emptyFigures()),
      }))
      .sort((a, b) => b.afterCents - a.afterCents || a.stationId - b.stationId),
    totals,
    typical: {
      ...typical,
      beforeCents: priceSession(before, typical.usage, domain.timeZone).totalCents,
      afterCents: priceSession(after, typical.usage, domain.timeZone).totalCents,
    },
  };
}
