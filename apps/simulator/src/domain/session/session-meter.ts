/** A session's meter as its row keeps it: energy at one moment, and the power since, up to when the car is full. */
export interface SessionMeter {
  powerW: number;
  energyWh: number;
  measuredAt: number;
  chargeUntil: number | null;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Energy delivered by `at`, Wh. */
export function energyAt(meter: SessionMeter, at: number): number {
  if (meter.powerW <= 0) return meter.energyWh;
  const until = meter.chargeUntil === null ? at : Math.min(at, meter.chargeUntil);
  return meter.energyWh + Math.round((meter.powerW * Math.max(0, until - meter.measuredAt)) / HOUR_MS);
}

/** Power flowing at `at`, W. */
export function powerAt(meter: SessionMeter, at: number): number {
  if (meter.powerW <= 0) return 0;
  return meter.chargeUntil !== null && at >= meter.chargeUntil ? 0 : meter.powerW;
}

/** The meter read at `at` and restarted there with a new power (0 to stop the flow). */
export function meterFrom(meter: SessionMeter, at: number, powerW: number, chargeUntil: number | null): SessionMeter {
  return { powerW, energyWh: energyAt(meter, at), measuredAt: at, chargeUntil };
}

export type PowerSteps = ReadonlyArray<readonly [number, number]>;

/** Parses the stored steps; anything unreadable is no steps rather than a failed answer. */
export function parsePowerSteps(text: string): PowerSteps {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (step): step is [number, number] =>
        Array.isArray(step) && step.length === 2 && typeof step[0] === 'number' && typeof step[1] === 'number',
    );
  } catch {
    return [];
  }
}

export interface CurveSample {
  at: number;
  powerW: number;
  energyWh: number;
}

/** At most a day of minutes: a session left plugged in longer is shown by its last day. */
const MAX_SAMPLES = 1440;

/**
 * One sample per minute from `from` to `to`: the power then (the last step at or before it, nothing after the car
 * was full) and the energy so far, summed minute by minute so that the last sample meets the meter.
 */
export function powerCurve(steps: PowerSteps, meter: SessionMeter, from: number, to: number): CurveSample[] {
  const minutes = Math.max(0, Math.floor((to - from) / MINUTE_MS));
  const first = Math.max(0, minutes - MAX_SAMPLES + 1);
  const samples: CurveSample[] = [];
  let stepIndex = 0;
  let power = 0;
  let energy = 0;
  let last = from;
  for (let minute = 0; minute <= minutes; minute += 1) {
    const at = from + minute * MINUTE_MS;
    energy += (power * (at - last)) / HOUR_MS;
    last = at;
    for (; stepIndex < steps.length && (steps[stepIndex]?.[0] ?? Infinity) <= at; stepIndex += 1) {
      power = steps[stepIndex]?.[1] ?? 0;
    }
    if (meter.chargeUntil !== null && at >= meter.chargeUntil) power = 0;
    if (minute >= first) samples.push({ at, powerW: power, energyWh: Math.round(energy) });
  }
  return samples;
}

/** What a session is known to be doing, beside its meter. */
export interface SessionFacts {
  chargingFrom: number | null;
  meter: SessionMeter;
  /** Energy stopped flowing although it should (a stall). */
  stalled: boolean;
  /** The charger is not heard from. */
  silent: boolean;
}

export interface SessionUsageSoFar {
  energyWh: number;
  chargingMinutes: number;
  idleMinutes: number;
}

/**
 * What a session has used by `at`, as its bill counts it: energy, minutes of charging up to when energy last
 * flowed, and idle minutes only once the car was full — never while energy was stuck or the charger silent.
 */
export function usageAt(facts: SessionFacts, at: number): SessionUsageSoFar {
  const { meter, chargingFrom } = facts;
  if (chargingFrom === null) return { energyWh: 0, chargingMinutes: 0, idleMinutes: 0 };
  const flowing = meter.powerW > 0 && (meter.chargeUntil === null || meter.chargeUntil > at);
  const flowEnd = flowing
    ? at
    : meter.powerW > 0 && meter.chargeUntil !== null
      ? meter.chargeUntil
      : Math.min(at, meter.measuredAt);
  const full = !facts.stalled && !facts.silent && meter.chargeUntil !== null && meter.chargeUntil <= at;
  return {
    energyWh: energyAt(meter, at),
    chargingMinutes: Math.max(1, Math.round((flowEnd - chargingFrom) / MINUTE_MS)),
    idleMinutes: full ? Math.max(0, Math.floor((at - flowEnd) / MINUTE_MS)) : 0,
  };
}
