/**
 * `x-field-rule`: a rule between two fields of one object that JSON Schema cannot state, written in the document
 * beside the sentence that says it. The request validator enforces it; the property sweep's judge reads it too.
 *
 * - `{field, below}`: the field's number is below the other's (a port's lower voltage limit).
 * - `{field, notAfter}`: the field's day or time is not after the other's (a range's start; a bare day as the end
 *   of a range includes the whole day).
 * - `{field, within: {of, days}}`: the two days span at most `days` days, both included.
 * - `{field, differsFrom}`: the field differs from the other (a new password).
 *
 * A rule holds when either field is absent; `otherwise: today` says the server then measures against the network's
 * today, which the document cannot know.
 */
export interface FieldRule {
  readonly field: string;
  readonly below?: string;
  readonly notAfter?: string;
  readonly within?: { readonly of: string; readonly days: number };
  readonly differsFrom?: string;
  readonly otherwise?: 'today';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function isFieldRule(value: unknown): value is FieldRule {
  return isRecord(value) && typeof value.field === 'string';
}

/** The other field a rule compares with. */
export function otherFieldOf(rule: FieldRule): string | undefined {
  return rule.below ?? rule.notAfter ?? rule.within?.of ?? rule.differsFrom;
}

const DAY_MS = 86_400_000;

/**
 * A day or a time as a number to compare: a bare day starts (or, as the end of a range, ends) at UTC midnight, since
 * the document cannot know the network's zone; times compare as instants. What does not read as either compares as
 * text.
 */
function instant(text: string, side: 'start' | 'end'): number | string {
  const time = Date.parse(
    /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T${side === 'start' ? '00:00:00' : '23:59:59.999'}Z` : text,
  );
  return Number.isNaN(time) ? text : time;
}

export function holdsFieldRule(rule: FieldRule, data: unknown): boolean {
  if (!isRecord(data)) return true;
  const other = otherFieldOf(rule);
  const value = data[rule.field];
  const against = other === undefined ? undefined : data[other];
  if (value === undefined || value === '' || against === undefined || against === '') return true;
  if (rule.below !== undefined) return Number(value) < Number(against);
  if (rule.notAfter !== undefined) return instant(String(value), 'start') <= instant(String(against), 'end');
  if (rule.within) {
    const span = (Date.parse(String(against)) - Date.parse(String(value))) / DAY_MS + 1;
    return Number.isNaN(span) || span <= rule.within.days;
  }
  return rule.differsFrom === undefined || String(value).toLowerCase() !== String(against).toLowerCase();
}

/** The keyword for Ajv: `ajv.addKeyword(fieldRuleKeyword)`. */
export const fieldRuleKeyword = {
  keyword: 'x-field-rule',
  schemaType: 'object',
  validate: (rule: unknown, data: unknown) => !isFieldRule(rule) || holdsFieldRule(rule, data),
} as const;
