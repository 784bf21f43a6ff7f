import { dayBoundsInZone, type Locale, startOfDayInZone, validationMessage } from '@pcharging/validation';
import { InvalidInputError } from './errors';
import { fieldTitle, ruleText, translate } from './messages';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/** One end of a time filter: the request's field name, its schema title and the text sent (RecordTime). */
export interface TimeField {
  field: string;
  title: string;
  text: string | undefined;
}

export interface TimeRange {
  /** Inclusive epoch ms bounds; undefined when not set. */
  from: number | undefined;
  to: number | undefined;
}

function invalid(field: string, message: string): InvalidInputError {
  const capitalised = message.charAt(0).toUpperCase() + message.slice(1);
  return new InvalidInputError(capitalised, [{ field, message: capitalised }]);
}

/**
 * Epoch ms of a RecordTime, or undefined when the text is shaped right but names no real time (Feb 30, 25:00). A bare
 * day is a day of the network's zone: from its first instant, or to its last.
 */
function parseRecordTime(text: string, end: 'from' | 'to', timeZone: string): number | undefined {
  const match = SHAPE.exec(text);
  if (!match) return undefined;
  const part = (index: number) => Number(match[index] ?? 0);
  const [year, month, day] = [part(1), part(2), part(3)];
  const dayStart = Date.UTC(year, month - 1, day);
  const date = new Date(dayStart);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() + 1 !== month || date.getUTCDate() !== day) return undefined;
  if (match[4] === undefined) {
    const day = text.slice(0, 10);
    return end === 'from' ? startOfDayInZone(day, timeZone) : dayBoundsInZone(day, timeZone).to;
  }
  const realClock = part(4) < 24 && part(5) < 60 && part(6) < 60 && part(7) < 24 && part(8) < 60;
  return realClock ? Date.parse(text) : undefined;
}

/** One RecordTime on its own (e.g. a repair time); empty is undefined, an impossible time a 1001. */
export function parseTimeField(
  locale: Locale,
  timeZone: string,
  time: TimeField,
  end: 'from' | 'to' = 'from',
): number | undefined {
  if (time.text === undefined || time.text === '') return undefined;
  const value = parseRecordTime(time.text, end, timeZone);
  if (value === undefined) {
    throw invalid(
      time.field,
      validationMessage(locale, 'invalid', fieldTitle(locale, time.title), ruleText(locale, 'format')),
    );
  }
  return value;
}

/**
 * A from/to filter as inclusive bounds; a bare day is one of the network's zone, and as the end includes the whole
 * day; a reversed range is a 1001.
 */
export function parseTimeRange(locale: Locale, timeZone: string, from: TimeField, to: TimeField): TimeRange {
  const range = {
    from: parseTimeField(locale, timeZone, from, 'from'),
    to: parseTimeField(locale, timeZone, to, 'to'),
  };
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
    throw invalid(to.field, translate(locale, 'rangeReversed'));
  }
  return range;
}
