import { type AnswerSchema, answerDefinitions, answerSchemas } from '@pcharging/api-client/answer-schemas';
import { isSuccessCode } from '@pcharging/api-client/wire';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const resolve = (schema: AnswerSchema | undefined): AnswerSchema | undefined =>
  schema?.$ref ? resolve(answerDefinitions[schema.$ref]) : schema;

/** The object schemas a value is read against (an allOf's parts, a oneOf's object branch). */
function objectSchemas(schema: AnswerSchema | undefined): AnswerSchema[] {
  const node = resolve(schema);
  if (!node) return [];
  const own = node.properties ? [node] : [];
  return [...own, ...(node.allOf ?? []).flatMap(objectSchemas), ...(node.oneOf ?? []).flatMap(objectSchemas)];
}

function itemsOf(schema: AnswerSchema | undefined): AnswerSchema | undefined {
  const node = resolve(schema);
  if (!node) return undefined;
  return node.items ?? [...(node.allOf ?? []), ...(node.oneOf ?? [])].map(itemsOf).find((items) => items);
}

/**
 * A value as PHP's json_encode writes a row read through PDO or mysqli: every scalar a string, a flag "0"/"1", an
 * empty map `[]`, and an optional legacy field the backend has no value for as null (SQL NULL).
 */
export function phpStyle(value: unknown, schema?: AnswerSchema): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) {
    const items = itemsOf(schema);
    return value.map((item) => phpStyle(item, items));
  }
  if (!isRecord(value)) return value;
  const parts = objectSchemas(schema);
  const fieldSchema = (name: string) => parts.map((part) => part.properties?.[name]).find((field) => field);
  const result: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) result[name] = phpStyle(field, fieldSchema(name));
  for (const part of parts) {
    for (const name of Object.keys(part.properties ?? {})) {
      if (name in result || part.required?.includes(name) || part.extensions?.includes(name)) continue;
      result[name] = null;
    }
  }
  return Object.keys(result).length === 0 ? [] : result;
}

/**
 * `PCHARGING_WIRE=php`: an operation's JSON answer written as a PHP backend writes it (`data` only; the envelope's
 * code and msg are the backend's own literals). Mounted per operation in that mode only, so the JSON wire pays
 * nothing for it.
 */
export function phpWire(operationId: string): MiddlewareHandler<AppEnv> {
  const schema = answerSchemas[operationId] ?? undefined;
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body: unknown = await c.res.clone().json();
    if (!isRecord(body) || !('data' in body)) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    const answer = { ...body, data: phpStyle(body.data, isSuccessCode(body.code) ? schema : undefined) };
    c.res = new Response(JSON.stringify(answer), { status: c.res.status, headers });
  };
}
