import type { Locale } from './locale';

/** A time-of-use period as a template writes it: local clock times `HH:mm`, the end possibly `24:00`. */
export interface ClockPeriod {
  from: string;
  to: string;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MINUTES = 1440;

/** Minutes after midnight of an `HH:mm` time (`24:00` is 1440); null when it is not one. */
export function minuteOfDay(time: string): number | null {
  if (time === '24:00') return DAY_MINUTES;
  const match = CLOCK_TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:mm` of minutes after midnight, 1440 as `24:00`. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export type PricePeriodsProblem =
  | { kind: 'none' }
  | { kind: 'time'; index: number; time: string }
  | { kind: 'backwards'; index: number; from: string; to: string }
  | { kind: 'start'; from: string }
  | { kind: 'gap'; from: string; to: string }
  | { kind: 'overlap'; from: string; to: string }
  | { kind: 'end'; to: string };

/**
 * What is wrong with a day of time-of-use periods, the first thing found: every time `HH:mm`, each period ending
 * after it starts, the day covered from 00:00 to 24:00 without a gap or an overlap. Null when nothing is.
 */
export function pricePeriodsProblem(periods: readonly ClockPeriod[]): PricePeriodsProblem | null {
  if (periods.length === 0) return { kind: 'none' };
  const spans: { from: number; to: number }[] = [];
  for (const [index, period] of periods.entries()) {
    const from = minuteOfDay(period.from);
    const to = minuteOfDay(period.to);
    if (from === null || from === DAY_MINUTES) return { kind: 'time', index, time: period.from };
    if (to === null) return { kind: 'time', index, time: period.to };
    if (to <= from) return { kind: 'backwards', index, from: period.from, to: period.to };
    spans.push({ from, to });
  }
  spans.sort((a, b) => a.from - b.from || a.to - b.to);
  let reached = 0;
  for (const span of spans) {
    if (span.from > reached) {
      return reached === 0 && spans[0] === span
        ? { kind: 'start', from: clockTime(span.from) }
        : { kind: 'gap', from: clockTime(reached), to: clockTime(span.from) };
    }
    if (span.from < reached)
      return { kind: 'overlap', from: clockTime(span.from), to: clockTime(Math.min(reached, span.to)) };
    reached = span.to;
  }
  return reached === DAY_MINUTES ? null : { kind: 'end', to: clockTime(reached) };
}

const TEXTS: Record<Locale, Record<PricePeriodsProblem['kind'], string>> = {
  en: {
    none: 'A time-of-use template needs at least one period',
    time: 'Period {n}: {time} is not a time of day (HH:mm, 00:00 to 24:00)',
    backwards: 'Period {n} ends ({to}) before it starts ({from})',
    start: 'The first period must start at 00:00, not {from}',
    gap: 'No period covers {from}–{to}: the periods must cover the whole day',
    overlap: 'Periods overlap from {from} to {to}',
    end: 'The last period must end at 24:00, not {to}',
  },
  fr: {
    none: 'Un modèle à tarif horaire demande au moins une plage',
    time: 'Plage {n} : {time} n’est pas une heure (HH:mm, de 00:00 à 24:00)',
    backwards: 'La plage {n} finit ({to}) avant de commencer ({from})',
    start: 'La première plage doit commencer à 00:00, pas à {from}',
    gap: 'Aucune plage ne couvre {from}–{to} : les plages doivent couvrir toute la journée',
    overlap: 'Des plages se chevauchent de {from} à {to}',
    end: 'La dernière plage doit finir à 24:00, pas à {to}',
  },
  'zh-cn': {
    none: '分时计费模板至少需要一个时段',
    time: '第{n}个时段：{time}不是有效时间（HH:mm，00:00 至 24:00）',
    backwards: '第{n}个时段的结束时间（{to}）早于开始时间（{from}）',
    start: '第一个时段必须从 00:00 开始，而不是 {from}',
    gap: '{from}–{to} 没有时段覆盖：时段必须覆盖全天',
    overlap: '时段在 {from} 至 {to} 重叠',
    end: '最后一个时段必须在 24:00 结束，而不是 {to}',
  },
};

/** The problem said in a language, periods counted from 1. */
export function pricePeriodsMessage(problem: PricePeriodsProblem, locale: Locale): string {
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(problem).map(([key, value]) => [key, String(value)]),
  );
  if ('index' in problem) values.n = String(problem.index + 1);
  return TEXTS[locale][problem.kind].replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
