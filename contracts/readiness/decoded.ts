import { isDeepStrictEqual } from 'node:util';
import { readAs } from '@pcharging/api-client';
import type { Mismatch } from './verification';

/** A field a backend sends in another form than the pact's, which the web app's decoder reads as the pact's type. */
export interface DecodedField {
  /** The field, each list's item as `[]` (`$.data.items[].id`). */
  path: string;
  /** What arrived: string, number, boolean, array. */
  from: string;
  /** The type the app reads it as. */
  to: string;
}

/** The verifier's names of JSON types, as the decoder's (JSON Schema's). */
const SCHEMA_TYPES: Readonly<Record<string, string>> = {
  Integer: 'integer',
  Decimal: 'number',
  Boolean: 'boolean',
  String: 'string',
  Map: 'object',
  Array: 'array',
};

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** The type a body mismatch wants, and whether it wants the very value (a pact without a type matcher). */
function wanted(text: string): { type: string; exact: boolean } | undefined {
  if (/ to be an integer$/.test(text)) return { type: 'integer', exact: false };
  if (/ to be a number$/.test(text)) return { type: 'number', exact: false };
  const same = /to be the same type as .* \((\w+)\)$/s.exec(text);
  const sameType = same?.[1] && SCHEMA_TYPES[same[1]];
  if (sameType) return { type: sameType, exact: false };
  const equal = /to be equal to .* \((\w+)\)$/s.exec(text);
  const equalType = equal?.[1] && SCHEMA_TYPES[equal[1]];
  return equalType ? { type: equalType, exact: true } : undefined;
}

/**
 * The field a mismatch is about when it is a type-only difference the app decodes (a numeric string where the pact
 * has an integer, "0"/"1" for a boolean, `[]` for a map); undefined for a real difference.
 */
export function decodedDifference(mismatch: Mismatch): DecodedField | undefined {
  if (mismatch.type !== 'BodyMismatch' || !mismatch.path?.startsWith('$.data')) return undefined;
  const want = wanted(mismatch.mismatch ?? '');
  if (!want) return undefined;
  const actual = parsed(mismatch.actual);
  const read = readAs(want.type, actual);
  if (!read || (want.exact && !isDeepStrictEqual(read.value, parsed(mismatch.expected)))) return undefined;
  return { path: mismatch.path.replace(/\[\d+\]/g, '[]'), from: kindOf(actual), to: want.type };
}

/** Every mismatch's decoded field, or undefined when any of them is a real difference. */
export function decodedOnly(mismatches: readonly Mismatch[]): DecodedField[] | undefined {
  const fields = mismatches.map(decodedDifference).filter((field) => field !== undefined);
  return fields.length === mismatches.length ? fields : undefined;
}
