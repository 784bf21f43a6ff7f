import { type operations, simControlDocument } from '@pcharging/api-client/sim-control';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context';

/** An operationId of openapi/sim-control.yaml. */
export type ControlOperation = keyof operations;

type JsonBodyOf<Op extends ControlOperation> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
type ParametersOf<Op extends ControlOperation, Where extends 'query' | 'path'> = operations[Op]['parameters'] extends {
  [key in Where]?: infer Values;
}
  ? NonNullable<Values>
  : never;

export type ControlInput<T> = { ok: true; value: T } | { ok: false; response: Response };

const DOCUMENT_ID = 'sim-control.json';

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
}
interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean };
}

function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    // `anyOf: [{required: [count]}, {required: [until]}]` names fields the enclosing schema defines.
    strictRequired: false,
    allowUnionTypes: true,
    validateSchema: false,
    coerceTypes,
  });
  for (const keyword of ['example', ...Object.keys(simControlDocument)]) ajv.addKeyword(keyword);
  ajv.addSchema({ ...simControlDocument, $id: DOCUMENT_ID });
  return ajv;
}

// Bodies are JSON and checked as sent; query and path values are text, read as the types the document gives them.
const bodyAjv = createAjv(false);
const parameterAjv = createAjv(true);

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Where an operation sits in the document, as a JSON pointer, and its operation object. */
function locate(operationId: ControlOperation): { pointer: string; operation: OperationObject } {
  const paths = simControlDocument.paths as Record<string, Record<string, OperationObject>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.operationId === operationId) {
        return { pointer: `${DOCUMENT_ID}#/paths/${escapePointer(path)}/${method}`, operation };
      }
    }
  }
  throw new Error(`${operationId} is not an operation of sim-control.yaml`);
}

const validators = new Map<string, ValidateFunction>();

function compiled<T>(key: string, build: () => ValidateFunction<T>): ValidateFunction<T> {
  const cached = validators.get(key) as ValidateFunction<T> | undefined;
  if (cached) return cached;
  const validate = build();
  validators.set(key, validate);
  return validate;
}

function problem(c: Context<AppEnv>, validate: ValidateFunction, where: string): Response {
  const error = validate.errors?.[0];
  const field = `${where}${error?.instancePath ?? ''}`.replaceAll('/', '.');
  // An enum's refusal names what it takes (the provider states, the fault kinds), as the handlers did.
  const allowed = error?.keyword === 'enum' ? (error.params as { allowedValues?: unknown[] }).allowedValues : undefined;
  const message = allowed ? `not one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}` : error?.message;
  return c.json({ error: `${field}: ${message ?? 'invalid'}` }, 400);
}

/**
 * Reads an operation's JSON body against its schema in sim-control.yaml: `null`, a wrong type or a body the
 * document does not allow answers 400 naming the first problem; no body is `{}` only where the body is optional.
 */
export async function readControlBody<Op extends ControlOperation>(
  c: Context<AppEnv>,
  operationId: Op,
): Promise<ControlInput<JsonBodyOf<Op>>> {
  const { pointer, operation } = locate(operationId);
  const validate = compiled<JsonBodyOf<Op>>(`${operationId} body`, () =>
    bodyAjv.compile<JsonBodyOf<Op>>({ $ref: `${pointer}/requestBody/content/application~1json/schema` }),
  );
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, response: c.json({ error: 'body: not JSON' }, 400) };
    }
  } else if (operation.requestBody?.required) {
    return { ok: false, response: c.json({ error: 'body: a JSON body is required' }, 400) };
  }
  if (!validate(raw)) return { ok: false, response: problem(c, validate, 'body') };
  return { ok: true, value: raw };
}

/** Reads an operation's query or path values against their schemas in sim-control.yaml. */
export function readControlParameters<Op extends ControlOperation, Where extends 'query' | 'path'>(
  c: Context<AppEnv>,
  operationId: Op,
  where: Where,
): ControlInput<ParametersOf<Op, Where>> {
  const { pointer, operation } = locate(operationId);
  const validate = compiled<ParametersOf<Op, Where>>(`${operationId} ${where}`, () => {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    (operation.parameters ?? []).forEach((parameter, index) => {
      if (parameter.in !== where) return;
      properties[parameter.name] = { $ref: `${pointer}/parameters/${index}/schema` };
      if (parameter.required) required.push(parameter.name);
    });
    return parameterAjv.compile<ParametersOf<Op, Where>>({ type: 'object', properties, required });
  });
  const raw: Record<string, string> = where === 'query' ? c.req.query() : c.req.param();
  const values: unknown = { ...raw };
  if (!validate(values)) return { ok: false, response: problem(c, validate, where) };
  return { ok: true, value: values };
}
