import { API_BASE_PATH, isSuccessCode } from '@pcharging/api-client';
import { type OperationDescriptor, operations } from '@pcharging/api-client/operations';
import { requestSchemas } from '@pcharging/api-client/request-schemas';
import { simControlDocument } from '@pcharging/api-client/sim-control';
import { encodeForm, type FormValue } from '@pcharging/api-client/wire';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIM_KEY } from './lib/env';
import { type FieldRule, fieldRuleKeyword, isFieldRule, otherFieldOf } from './lib/field-rules';
import { assertConformingAnswer, createHarness, type Harness, signIn } from './testing/harness';
import { EDGE_STRINGS, mergedObject, objectArbitrary, type Schema, valueArbitrary } from './testing/schema-arbitrary';

/**
 * The document's own property sweep: for every `_pcharging` operation, requests drawn from its request schema with
 * fast-check. What the schema allows is accepted, or refused only with a business code the operation documents and
 * that depends on the data (a record that is not there, a state that forbids it), never 1001. What it forbids (a
 * field it does not name, a wrong type, a pattern missed, a rule between fields broken) is refused with 1001 naming
 * the field. Nothing answers 5xx, and every answer matches the operation's answer schema.
 */

const SEED = Number(process.env.PCHARGING_SWEEP_SEED ?? 43);
const VALID_RUNS = 4;
/** Codes that say nothing about the data: the request's shape, the session, a fault. Every other one does. */
const NOT_DATA_CODES = new Set([401, 500, 1001, 1005]);
/**
 * 1001s the sweep lets pass, each with its reason: a refund above what is left on the order depends on the order;
 * a time-of-use template's periods are required in prose only (the message is @pcharging/validation's, not a
 * catalogue key an x-message could name).
 */
const ALLOWED_1001: Readonly<Record<string, { field: string; why: string }>> = {
  refundOrder: { field: 'amount', why: 'at most what is left to refund on the order' },
  addPriceTemplate: { field: 'period', why: 'a time-of-use template needs a period (prose only)' },
  editPriceTemplate: { field: 'period', why: 'a time-of-use template needs a period (prose only)' },
  previewPriceTemplate: { field: 'period', why: 'a time-of-use template needs a period (prose only)' },
};

/** Operations that end the caller's session or hand out a file of their own: swept through other tests. */
const SKIPPED = new Set(['logout', 'getCaptcha', 'uploadImage', 'importRfidCards']);

// The document's dialect: 2020-12 keywords, formats as the patterns the document states, and its one keyword of its
// own, x-field-rule (with the sentence beside it).
const judge = new Ajv2020({ strict: false, allowUnionTypes: true, validateFormats: false });
judge.addKeyword(fieldRuleKeyword);

/** Rules the server measures against the network's today when one end is left out (`otherwise: today`). */
function clockRules(schema: Schema): FieldRule[] {
  const rules: FieldRule[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isRecord(node)) return;
    const rule = node['x-field-rule'];
    if (isFieldRule(rule) && rule.otherwise === 'today') rules.push(rule);
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return rules;
}

/** A 1001 on a rule measured against today, for a request that left the other end out: it depends on the clock. */
function dependsOnClock(body: Schema, params: Record<string, FormValue>, fields: readonly string[]): boolean {
  return clockRules(body).some((rule) => {
    const other = otherFieldOf(rule);
    return other !== undefined && params[other] === undefined && fields.includes(rule.field);
  });
}

interface Finding {
  operationId: string;
  request: string;
  answer: string;
  problem: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function formValue(value: unknown): FormValue {
  if (Array.isArray(value) || isRecord(value)) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/** Form bodies cannot carry null: a field without a value is left out, as the client leaves it out. */
function withoutNulls(values: Record<string, unknown>): Record<string, FormValue> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => (value === null ? [] : [[name, formValue(value)]])),
  );
}

function groupSchema(body: Schema, group: string): Schema | undefined {
  const properties = isRecord(body.properties) ? body.properties : {};
  const schema = properties[group];
  return isRecord(schema) ? schema : undefined;
}

function pageOf(values: Record<string, unknown>): { page?: number; perpage?: number } {
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return { page: number(values.page), perpage: number(values.perpage) };
}

interface Draw {
  params: Record<string, FormValue>;
  pageinfo?: { page?: number; perpage?: number };
}

/** Draws for an operation: those the whole schema accepts, and those that break only a rule between fields. */
function draws(body: Schema, count: number, seed: number): { valid: Draw[]; ruleBreaking: Draw[] } {
  const params = groupSchema(body, 'params');
  const pageinfo = groupSchema(body, 'pageinfo');
  const arbitrary = fc.record({
    params: params ? objectArbitrary(params).map(withoutNulls) : fc.constant({}),
    ...(pageinfo ? { pageinfo: objectArbitrary(pageinfo).map(pageOf) } : {}),
  });
  const validate = judge.compile(body);
  const valid: Draw[] = [];
  const ruleBreaking: Draw[] = [];
  for (const draw of fc.sample(arbitrary, { numRuns: count * 6, seed })) {
    const sent: Draw = params ? draw : { ...draw, params: {} };
    const body = params ? sent : pageinfo ? { pageinfo: sent.pageinfo } : {};
    if (validate(body)) {
      if (valid.length < count) valid.push(sent);
    } else if (ruleBreaking.length < 2 && validate.errors?.some((error) => error.instancePath === '/params')) {
      ruleBreaking.push(sent);
    }
  }
  return { valid, ruleBreaking };
}

interface Broken {
  label: string;
  field: string;
  params: Record<string, FormValue>;
}

/** A string the field's pattern refuses while its length rules hold, when one of a few candidates is. */
function patternMiss(schema: Schema): string | undefined {
  if (typeof schema.pattern !== 'string') return undefined;
  const pattern = new RegExp(schema.pattern);
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 100;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return ['2026-02-30', '0000-00-00', '~~ ~~', '12.345', 'é', '-1', '1'.repeat(40)].find(
    (value) => !pattern.test(value) && value.length <= max && value.length >= min,
  );
}

/** Requests the schema forbids, each with the field a 1001 must name. */
function brokenRequests(body: Schema, base: Record<string, FormValue>): Broken[] {
  const params = groupSchema(body, 'params');
  if (!params) return [];
  const broken: Broken[] = [{ label: 'unnamed field', field: 'zz_unnamed', params: { ...base, zz_unnamed: '1' } }];
  const fields = Object.entries(mergedObject(params).properties);
  const typed = fields.find(([, schema]) => schema.type === 'integer' || schema.type === 'number');
  if (typed) broken.push({ label: 'wrong type', field: typed[0], params: { ...base, [typed[0]]: 'twelve' } });
  for (const [name, schema] of fields) {
    const miss = patternMiss(schema);
    if (miss !== undefined)
      broken.push({ label: `pattern ${schema.pattern}`, field: name, params: { ...base, [name]: miss } });
  }
  const enumerated = fields.find(([, schema]) => Array.isArray(schema.enum) && !schema.enum.includes('zz'));
  if (enumerated)
    broken.push({ label: 'not in enum', field: enumerated[0], params: { ...base, [enumerated[0]]: 'zz' } });
  return broken;
}

interface Answer {
  status: number;
  code: unknown;
  fields: string[];
  text: string;
  conformance?: string;
}

async function send(harness: Harness, operation: OperationDescriptor, form: string, token: string): Promise<Answer> {
  const request = new Request(`http://sim.test${API_BASE_PATH}${operation.path}`, {
    method: operation.method.toUpperCase(),
    headers: { token, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const response = await harness.app.fetch(request.clone());
  let conformance: string | undefined;
  await assertConformingAnswer(request, response).catch((error: unknown) => {
    conformance = error instanceof Error ? error.message.split('\n')[0] : String(error);
  });
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  const body: unknown = json ? await response.json() : undefined;
  const data = isRecord(body) && isRecord(body.data) ? body.data : {};
  const errors = Array.isArray(data.errors) ? data.errors : [];
  return {
    status: response.status,
    code: isRecord(body) ? body.code : json ? undefined : 200,
    fields: errors.flatMap((issue) => (isRecord(issue) ? [String(issue.field)] : [])),
    text: json ? JSON.stringify(body).slice(0, 240) : `${response.headers.get('content-type')} file`,
    ...(conformance ? { conformance } : {}),
  };
}

describe('the property sweep of the document', () => {
  let harness: Harness;
  let token: string;
  const findings: Finding[] = [];
  let requests = 0;
  const started = Date.now();

  beforeAll(async () => {
    harness = await createHarness();
    token = (await signIn(harness, 'admin')).token;
  });
  afterAll(() => harness?.close());

  const record = (operationId: string, form: string, answer: Answer, problem: string) =>
    findings.push({ operationId, request: decodeURIComponent(form).slice(0, 200), answer: answer.text, problem });

  it('holds every operation to its request and answer schemas', async () => {
    const swept = operations.filter((operation) => !SKIPPED.has(operation.operationId));
    for (const [index, operation] of swept.entries()) {
      const id = operation.operationId;
      const body = requestSchemas[id]?.schema;
      if (!body || operation.method !== 'post') continue;
      const documented = new Set(operation.errorCodes.map(Number));
      const { valid, ruleBreaking } = draws(body, VALID_RUNS, SEED + index);
      for (const draw of valid) {
        const form = encodeForm({ token, ...draw });
        const answer = await send(harness, operation, form, token);
        requests += 1;
        if (answer.status >= 500) record(id, form, answer, `HTTP ${answer.status}`);
        else if (answer.conformance) record(id, form, answer, answer.conformance);
        else if (answer.code === 401 || answer.code === 1005) {
          record(id, form, answer, 'ended the sweeping session');
          token = (await signIn(harness, 'admin')).token;
        } else if (!isSuccessCode(answer.code)) {
          const code = Number(answer.code);
          const allowed = ALLOWED_1001[id];
          if (code === 1001 && allowed && answer.fields.includes(allowed.field)) continue;
          if (code === 1001 && !dependsOnClock(body, draw.params, answer.fields))
            record(id, form, answer, `refused what its schema allows (${answer.fields.join(', ')})`);
          else if (code === 1001) continue;
          else if (!documented.has(code))
            record(id, form, answer, `answered ${code}, which x-error-codes does not list`);
          else if (NOT_DATA_CODES.has(code))
            record(id, form, answer, `answered ${code}, which does not depend on data`);
        }
      }
      const base = valid[0]?.params;
      // Each edge string a field's pattern admits (year 0, a day the calendar lacks, a zero amount), in a request
      // the document allows: accepted, or refused for the data, never a crash or 1001.
      const edgeCheck = judge.compile(body);
      const paramsShape = mergedObject(groupSchema(body, 'params') ?? {});
      const patterned = Object.entries(paramsShape.properties).filter(
        ([, schema]) => typeof schema.pattern === 'string',
      );
      // The edge beside the required fields only, so that no other field's rule answers first.
      const required = Object.fromEntries(
        Object.entries(base ?? {}).filter(([name]) => paramsShape.required.has(name)),
      );
      for (const [name, schema] of base ? patterned : []) {
        const pattern = new RegExp(String(schema.pattern), 'u');
        for (const edge of EDGE_STRINGS.filter((value) => pattern.test(value))) {
          const params = { ...required, [name]: edge };
          if (!edgeCheck({ params })) continue;
          const form = encodeForm({ token, params });
          const answer = await send(harness, operation, form, token);
          requests += 1;
          if (answer.status >= 500) record(id, form, answer, `HTTP ${answer.status} (${name}=${edge})`);
          else if (answer.conformance) record(id, form, answer, answer.conformance);
          else if (
            answer.code === 1001 &&
            !dependsOnClock(body, params, answer.fields) &&
            !answer.fields.includes(ALLOWED_1001[id]?.field ?? '')
          )
            record(id, form, answer, `refused what its schema allows (${name}=${edge}: ${answer.fields.join(', ')})`);
        }
      }
      const forbidden = [
        ...(base ? brokenRequests(body, base) : []),
        ...ruleBreaking.map((draw) => ({ label: 'rule between fields', field: '', params: draw.params })),
      ];
      const judgeBody = judge.compile(body);
      for (const broken of forbidden) {
        const form = encodeForm({ token, params: broken.params });
        // What the document allows is no refusal to expect: a schema without additionalProperties: false, a field
        // without a pattern, lets the request through, and the server must too.
        if (broken.field && judgeBody({ params: broken.params })) {
          const answer = await send(harness, operation, form, token);
          requests += 1;
          if (answer.status >= 500) record(id, form, answer, `HTTP ${answer.status} (${broken.label})`);
          else if (answer.code === 1001)
            record(id, form, answer, `refused what its schema allows (${broken.label}: ${answer.fields.join(', ')})`);
          continue;
        }
        const answer = await send(harness, operation, form, token);
        requests += 1;
        if (answer.status >= 500) record(id, form, answer, `HTTP ${answer.status} (${broken.label})`);
        else if (answer.conformance) record(id, form, answer, answer.conformance);
        else if (answer.code !== 1001) record(id, form, answer, `${broken.label}: answered ${answer.code}, not 1001`);
        else if (broken.field && !answer.fields.includes(broken.field))
          record(id, form, answer, `${broken.label}: 1001 did not name ${broken.field}`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `property sweep: ${swept.length} operations, ${requests} generated requests, ${seconds} s (seed ${SEED})`,
    );
    if (process.env.PCHARGING_SWEEP_REPORT) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        process.env.PCHARGING_SWEEP_REPORT,
        findings.map((f) => `${f.operationId}: ${f.problem}\n    ${f.request}\n    → ${f.answer}`).join('\n'),
      );
    }
    expect(findings.map((f) => `${f.operationId}: ${f.problem}\n    ${f.request}\n    → ${f.answer}`)).toEqual([]);
  }, 120_000);

  it('holds every /__sim operation to sim-control.yaml, with the trainer key', async () => {
    const document = simControlDocument as Record<string, unknown>;
    const simJudge = new Ajv2020({ strict: false, allowUnionTypes: true, validateFormats: false });
    simJudge.addSchema({ ...document, $id: 'sim-control.json' });
    const resolve = (node: unknown, trail: readonly string[] = []): unknown => {
      if (Array.isArray(node)) return node.map((item) => resolve(item, trail));
      if (!isRecord(node)) return node;
      const { $ref, ...rest } = node;
      const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolve(value, trail)]));
      if (typeof $ref !== 'string' || trail.includes($ref)) return own;
      let target: unknown = document;
      for (const segment of $ref.replace(/^#\//, '').split('/'))
        target = isRecord(target) ? target[segment] : undefined;
      return { ...(resolve(target, [...trail, $ref]) as Record<string, unknown>), ...own };
    };
    const operationIds = operations.map((operation) => operation.operationId);
    const paths = isRecord(document.paths) ? document.paths : {};
    let simRequests = 0;
    let simOperations = 0;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, raw] of Object.entries(isRecord(item) ? item : {})) {
        if (!isRecord(raw)) continue;
        simOperations += 1;
        const id = String(raw.operationId);
        const operation = resolve(raw) as Record<string, unknown>;
        const responses = isRecord(operation.responses) ? operation.responses : {};
        const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).filter(isRecord);
        const content =
          isRecord(operation.requestBody) && isRecord(operation.requestBody.content)
            ? operation.requestBody.content
            : {};
        const bodySchema =
          isRecord(content['application/json']) && isRecord(content['application/json'].schema)
            ? (content['application/json'].schema as Schema)
            : undefined;
        const validBody = bodySchema ? simJudge.compile(bodySchema) : undefined;
        const draw = fc.record({
          body: bodySchema ? objectArbitrary(bodySchema) : fc.constant(undefined),
          values: fc.record(
            Object.fromEntries(
              parameters.map((p) => [String(p.name), valueArbitrary(isRecord(p.schema) ? p.schema : {})]),
            ),
          ),
        });
        const samples = fc.sample(draw, { numRuns: 12, seed: SEED }).filter((sample) => {
          if (isRecord(sample.body) && 'operationId' in sample.body)
            sample.body.operationId = operationIds[simRequests % operationIds.length];
          return !validBody || validBody(sample.body);
        });
        const send = async (
          values: Record<string, unknown>,
          body: string | undefined,
          label: string,
          valid: boolean,
        ) => {
          let url = `/__sim${path}`;
          const query = new URLSearchParams();
          for (const parameter of parameters) {
            const value = values[String(parameter.name)];
            if (value === undefined) continue;
            if (parameter.in === 'path')
              url = url.replace(`{${String(parameter.name)}}`, encodeURIComponent(String(value)));
            else query.set(String(parameter.name), String(value));
          }
          if (query.size > 0) url += `?${query}`;
          const response = await harness.app.request(url, {
            method: method.toUpperCase(),
            headers: { 'content-type': 'application/json', 'x-sim-key': TEST_SIM_KEY },
            ...(body === undefined ? {} : { body }),
          });
          simRequests += 1;
          const text = await response.text();
          const where = `${method.toUpperCase()} ${url} ${body ?? ''}`.slice(0, 200);
          const found = (problem: string) =>
            findings.push({
              operationId: `/__sim ${id}`,
              request: where,
              answer: `${response.status} ${text.slice(0, 200)}`,
              problem,
            });
          const status = String(response.status);
          if (response.status >= 500) return found(`HTTP ${status} (${label})`);
          if (!(status in responses)) return found(`HTTP ${status}, which the document does not list (${label})`);
          // A provider state's params are the catalogue's to check (the account it signs in): data, not shape.
          const dataRefusal = id === 'setProviderState';
          if (valid && response.status === 400 && !dataRefusal)
            return found(`refused what its schema allows (${label})`);
          if (!valid && response.status !== 400) return found(`${label}: answered ${status}, not 400`);
          const answer =
            isRecord(responses[status]) && isRecord(responses[status].content) ? responses[status].content : {};
          if (!isRecord(answer['application/json'])) return;
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            return found(`not JSON (${label})`);
          }
          const validate = simJudge.compile(answer['application/json'].schema as Schema);
          if (!validate(json)) found(`answered outside its schema: ${JSON.stringify(validate.errors?.[0])}`);
        };
        for (const sample of samples.slice(0, 3)) {
          await send(sample.values, sample.body === undefined ? undefined : JSON.stringify(sample.body), 'valid', true);
        }
        const base = samples[0];
        if (bodySchema && base) {
          await send(base.values, 'null', 'null body', false);
          await send(
            base.values,
            JSON.stringify({ ...(base.body as object), zz_unnamed: 1 }),
            'unnamed field',
            bodySchema.additionalProperties !== false,
          );
          const typed = Object.entries(mergedObject(bodySchema).properties).find(
            ([, schema]) => schema.type === 'string',
          );
          if (typed)
            await send(
              base.values,
              JSON.stringify({ ...(base.body as object), [typed[0]]: { nested: true } }),
              `wrong type for ${typed[0]}`,
              false,
            );
        }
        for (const parameter of parameters.filter((p) => isRecord(p.schema) && p.schema.type === 'integer')) {
          const values = { ...(base?.values ?? {}), [String(parameter.name)]: 'abc' };
          const body = base?.body === undefined ? undefined : JSON.stringify(base.body);
          await send(values, body, `${String(parameter.name)} not a number`, false);
        }
        for (const parameter of parameters.filter(
          (p) => isRecord(p.schema) && typeof p.schema.maxLength === 'number',
        )) {
          const schema = parameter.schema as Schema;
          const long = 'x'.repeat(Number(schema.maxLength) + 1);
          await send(
            { ...(base?.values ?? {}), [String(parameter.name)]: long },
            base?.body === undefined ? undefined : JSON.stringify(base.body),
            `${String(parameter.name)} too long`,
            false,
          );
        }
      }
    }
    console.info(`property sweep of /__sim: ${simOperations} operations, ${simRequests} generated requests`);
    expect(
      findings
        .filter((f) => f.operationId.startsWith('/__sim'))
        .map((f) => `${f.operationId}: ${f.problem}\n    ${f.request}\n    → ${f.answer}`),
    ).toEqual([]);
  }, 120_000);
});
