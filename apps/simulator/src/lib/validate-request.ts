import type { Locale } from '@pcharging/validation';
import { validationMessage } from '@pcharging/validation';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { InvalidInputError } from './errors';
import { isFieldRule } from './field-rules';
import { fieldTitle, isMessageKey, type RuleKey, ruleText, translate } from './messages';
import {
  fieldValidator,
  propertySchema,
  requestBodySchema,
  requestValidator,
  resolveRef,
  type SchemaNode,
} from './openapi-schemas';

export interface ValidatedBody {
  params: Record<string, unknown>;
  pageinfo: Record<string, unknown>;
}

/**
 * What validating one operation's body needs, worked out once per operation (on its first call) instead of on
 * every request: the compiled validator and the schema of each field, with every $ref already followed.
 */
interface RequestCodec {
  validate: ValidateFunction | undefined;
  bodySchema: SchemaNode | undefined;
  /** The body's own fields (`token`, `params`, `pageinfo`, file parts). */
  topLevel: ReadonlySet<string>;
  /** The body forbids fields it does not name (an operation without a body takes none). */
  bodyClosed: boolean;
  params: GroupFields;
  pageinfo: GroupFields | undefined;
  binaryFields: ReadonlySet<string>;
}

interface GroupFields {
  schema: SchemaNode | undefined;
  /** Each field's resolved schema, its own properties and those of its allOf parts. */
  fields: ReadonlyMap<string, SchemaNode>;
  /** Issues are reported in the order of the group's own properties; the others after them. */
  position: (field: string) => number;
  /** The group forbids fields it does not name: its schema says so itself (see forbidsUnnamedFields). */
  closed: boolean;
}

/**
 * Unnamed fields are refused where, and only where, the document says so: `additionalProperties: false`, or
 * `unevaluatedProperties: false` where allOf or a $ref composes the object. Codegen fails on a request schema that
 * says neither, so the rule and the document cannot drift.
 */
export function forbidsUnnamedFields(schema: SchemaNode | undefined): boolean {
  const resolved = resolveRef(schema);
  return resolved?.additionalProperties === false || resolved?.unevaluatedProperties === false;
}

function groupFields(schema: SchemaNode | undefined): GroupFields {
  const fields = new Map<string, SchemaNode>();
  const collect = (node: SchemaNode | undefined) => {
    const resolved = resolveRef(node);
    for (const name of Object.keys((resolved?.properties as Record<string, unknown> | undefined) ?? {})) {
      const field = propertySchema(resolved, name);
      if (field && !fields.has(name)) fields.set(name, field);
    }
    for (const part of (resolved?.allOf as SchemaNode[] | undefined) ?? []) collect(part);
  };
  collect(schema);
  const ownOrder = Object.keys((resolveRef(schema)?.properties as Record<string, unknown> | undefined) ?? {});
  const positions = new Map(ownOrder.map((name, index) => [name, index]));
  return {
    schema,
    fields,
    position: (field) => positions.get(field) ?? ownOrder.length,
    closed: forbidsUnnamedFields(schema),
  };
}

const codecs = new Map<string, RequestCodec>();

function codecOf(operationId: string): RequestCodec {
  const cached = codecs.get(operationId);
  if (cached) return cached;
  const bodySchema = requestBodySchema(operationId);
  const pageinfoSchema = propertySchema(bodySchema, 'pageinfo');
  const binaryFields = new Set(
    Object.keys((resolveRef(bodySchema)?.properties as Record<string, unknown> | undefined) ?? {}).filter(
      (name) => propertySchema(bodySchema, name)?.format === 'binary',
    ),
  );
  const codec: RequestCodec = {
    validate: requestValidator(operationId),
    bodySchema,
    topLevel: new Set(['token', ...Object.keys((resolveRef(bodySchema)?.properties as object | undefined) ?? {})]),
    bodyClosed: bodySchema === undefined || forbidsUnnamedFields(bodySchema),
    params: groupFields(propertySchema(bodySchema, 'params')),
    pageinfo: pageinfoSchema ? groupFields(pageinfoSchema) : undefined,
    binaryFields,
  };
  codecs.set(operationId, codec);
  return codec;
}

/** Form values are strings; fields the schema types as array or object travel JSON-encoded. */
/** A field that can only hold a number (or null): `integer`, `number`, or either of them with `null`. */
function isNumericType(type: unknown): boolean {
  const types = (Array.isArray(type) ? type : [type]).filter((name) => name !== 'null');
  return types.length > 0 && types.every((name) => name === 'integer' || name === 'number');
}

function decodeStructuredValues(values: Record<string, string>, group: GroupFields | undefined) {
  const result: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const type = group?.fields.get(name)?.type;
    // An empty field means "not set" (forms cannot send null); coerced, it would filter by 0.
    if (raw === '' && (type === 'integer' || type === 'number' || type === 'boolean')) continue;
    if (type === 'array' || type === 'object') {
      try {
        result[name] = JSON.parse(raw);
      } catch {
        result[name] = raw;
      }
    } else if (isNumericType(type) && raw.trim() !== '' && !Number.isNaN(Number(raw))) {
      // Made a number here, not by ajv: ajv's coercion turns "1e309" into Infinity and then skips maximum/minimum
      // for a value that is not finite, so an overflowing number passed every bound. As a number, Infinity fails
      // the type check itself.
      result[name] = Number(raw);
    } else {
      result[name] = raw;
    }
  }
  return result;
}

/** A field's format, also where it takes it from a schema it is all of (`electfee: {allOf: [Money]}`). */
function declaredFormat(field: SchemaNode | undefined): string | undefined {
  const resolved = resolveRef(field);
  if (typeof resolved?.format === 'string') return resolved.format;
  const parts: unknown[] = Array.isArray(resolved?.allOf) ? resolved.allOf : [];
  for (const part of parts) {
    const format = declaredFormat(resolveRef(part));
    if (format) return format;
  }
  return undefined;
}

function ruleFor(error: ErrorObject, field: SchemaNode | undefined, locale: Locale): string {
  const params = error.params as Record<string, unknown>;
  const rule = (key: RuleKey, values: Record<string, string | number> = {}) => ruleText(locale, key, values);
  switch (error.keyword) {
    case 'maxLength':
      return rule('maxLength', { n: Number(params.limit) });
    case 'minLength':
      return rule('minLength', { n: Number(params.limit) });
    case 'maximum':
      return rule('maximum', { n: Number(params.limit) });
    case 'minimum':
      return rule('minimum', { n: Number(params.limit) });
    case 'maxItems':
      return rule('maxItems', { n: Number(params.limit) });
    case 'uniqueItems':
      return rule('uniqueItems');
    case 'unknownItems':
      return rule('unknownPermissions', { names: ((params.names as unknown[]) ?? []).join(', ') });
    case 'enum':
      return rule('enum', { values: ((params.allowedValues as unknown[]) ?? []).join(', ') });
    case 'type':
      if (params.type === 'integer') return rule('integer');
      return params.type === 'number' ? rule('number') : rule('format');
    case 'format':
      if (params.format === 'email') return rule('email');
      if (params.format === 'md5') return rule('md5');
      if (params.format === 'preauth') return rule('preauth');
      if (params.format === 'money') return rule('money');
      return rule('format');
    case 'pattern': {
      const format = declaredFormat(field);
      if (format === 'preauth') return rule('preauth');
      if (format === 'money') return rule('money');
      if (format === 'email') return rule('email');
      return format === 'md5' || field?.pattern === '^[0-9a-fA-F]{32}$' ? rule('md5') : rule('format');
    }
    default:
      return rule('format');
  }
}

function describeIssue(error: ErrorObject, bodySchema: SchemaNode | undefined, locale: Locale) {
  const segments = error.instancePath.split('/').filter(Boolean);
  const group = segments[0] ?? '';
  const missing =
    error.keyword === 'required' ? String((error.params as { missingProperty?: unknown }).missingProperty) : undefined;
  const name = missing ?? segments[1] ?? group;
  // A top-level field (a multipart file) has no group: its schema sits on the body itself.
  const field = propertySchema(group ? propertySchema(bodySchema, group) : bodySchema, name);
  const title = fieldTitle(locale, typeof field?.title === 'string' ? field.title : name);
  const isEmpty =
    missing !== undefined ||
    (error.keyword === 'minLength' && Number((error.params as { limit?: unknown }).limit) === 1);
  const message = isEmpty
    ? validationMessage(locale, 'empty', title)
    : validationMessage(locale, 'invalid', title, ruleFor(error, field, locale));
  return { field: name, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

// `params[station_id][]=1`: PHP's array syntax, which this wire never uses (lists travel JSON-encoded).
const nestedKey = /^([A-Za-z_][\w-]*)\[([^[\]]+)\]\[/;

function fieldIssue(locale: Locale, field: string, schema: SchemaNode | undefined, rule: RuleKey) {
  const title = fieldTitle(locale, typeof schema?.title === 'string' ? schema.title : field);
  const message = validationMessage(locale, 'invalid', title, ruleText(locale, rule));
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) };
}

/**
 * Fields the operation does not name are refused rather than dropped, as its schema says: a filter sent under a
 * wrong name, or in array syntax, would otherwise be ignored and the call would act on everything.
 */
function unknownFieldIssues(codec: RequestCodec, form: FormFields, locale: Locale, withheld: ReadonlySet<string>) {
  const issues: { field: string; message: string }[] = [];
  for (const name of Object.keys(form.fields)) {
    const nested = nestedKey.exec(name);
    if (nested?.[2]) {
      const group = nested[1] === 'pageinfo' ? codec.pageinfo : codec.params;
      issues.push(fieldIssue(locale, nested[2], group?.fields.get(nested[2]), 'singleValue'));
    } else if (!codec.topLevel.has(name) && codec.bodyClosed) {
      issues.push(fieldIssue(locale, name, undefined, 'unknownField'));
    }
  }
  for (const [group, values] of Object.entries(form.groups)) {
    // A group the body does not name is itself an unnamed field.
    const known =
      group === 'params' && codec.params.schema ? codec.params : group === 'pageinfo' ? codec.pageinfo : undefined;
    for (const name of Object.keys(values)) {
      if (
        known
          ? (known.closed && !known.fields.has(name)) || (group === 'params' && withheld.has(name))
          : codec.bodyClosed
      )
        issues.push(
          fieldIssue(locale, known || group === 'params' ? name : `${group}[${name}]`, undefined, 'unknownField'),
        );
    }
  }
  return issues;
}

export interface FormFields {
  /** Top-level fields, `token` among them. */
  fields: Record<string, string>;
  /** `params[...]` and `pageinfo[...]`. */
  groups: Record<string, Record<string, string>>;
}

/** The fields a schema requires, its allOf parts' included; a rule's part (with its own message) speaks for itself. */
function requiredOf(schema: SchemaNode | undefined): string[] {
  const resolved = resolveRef(schema);
  const own = (resolved?.required as string[] | undefined) ?? [];
  const parts = ((resolved?.allOf as SchemaNode[] | undefined) ?? []).filter((part) => !('x-message' in part));
  return [...own, ...parts.flatMap(requiredOf)];
}

/**
 * A rule between fields (`not`, `if`/`then`, `x-field-rule`) carries its message as `x-message`, a key of the
 * server's catalogue, and the field it names as `x-field` (else the rule's own field): found along the failing
 * keyword's schema path.
 */
function ruleIssue(error: ErrorObject, bodySchema: SchemaNode | undefined, locale: Locale) {
  let node: unknown = bodySchema;
  let found: SchemaNode | undefined;
  for (const segment of error.schemaPath.replace(/^#\//, '').split('/')) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    if (node !== null && typeof node === 'object' && 'x-message' in node) found = node as SchemaNode;
  }
  const key = typeof found?.['x-message'] === 'string' ? found['x-message'] : undefined;
  if (!found || !key || !isMessageKey(key)) return undefined;
  const rule = isFieldRule(found['x-field-rule']) ? found['x-field-rule'] : undefined;
  const field = typeof found['x-field'] === 'string' ? found['x-field'] : (rule?.field ?? 'params');
  return { field, message: translate(locale, key, rule?.within ? { days: rule.within.days } : {}) };
}

const missing = (group: string, name: string): ErrorObject => ({
  keyword: 'required',
  instancePath: group ? `/${group}` : '',
  schemaPath: '',
  params: { missingProperty: name },
});

/** A list whose items come from an enum (a role's permissions) is refused naming every item outside it. */
function unknownItems(error: ErrorObject, schema: SchemaNode, value: unknown): ErrorObject {
  const allowed = resolveRef(schema.items)?.enum;
  if (error.keyword !== 'enum' || !Array.isArray(allowed) || !Array.isArray(value)) return error;
  const names = value.filter((item) => !allowed.includes(item)).map(String);
  return { ...error, keyword: 'unknownItems', params: { names } };
}

/**
 * Once a body has failed (the body's validator stops at its first error), each field is checked on its own for
 * its first error, so that a form learns about every wrong field at once at the cost of one check per field.
 */
function firstErrorPerField(codec: RequestCodec, body: Record<string, unknown>): ErrorObject[] {
  const errors = requiredOf(codec.bodySchema)
    .filter((name) => body[name] === undefined)
    .map((name) => missing('', name));
  const groups = [
    ['params', codec.params] as const,
    ...(codec.pageinfo ? [['pageinfo', codec.pageinfo] as const] : []),
  ];
  for (const [groupName, group] of groups) {
    const values = (body[groupName] ?? {}) as Record<string, unknown>;
    for (const name of requiredOf(group.schema)) if (values[name] === undefined) errors.push(missing(groupName, name));
    for (const [name, value] of Object.entries(values)) {
      const schema = group.fields.get(name);
      if (!schema) continue;
      const validate = fieldValidator(schema);
      const [error] = validate(value) ? [] : (validate.errors ?? []);
      if (error)
        errors.push({
          ...unknownItems(error, schema, value),
          instancePath: `/${groupName}/${name}${error.instancePath}`,
        });
    }
  }
  return errors;
}

/**
 * Checks a decoded form body against the operation's schema in the OpenAPI document, coercing form
 * strings to the schema's types and refusing fields it does not know. Throws InvalidInputError (code 1001).
 * `uploadedFiles` names the file parts of a multipart body: the schema sees them as present binary fields.
 * `withheldParams` are params of the schema that this backend does not take (extensions it does not offer).
 */
export function validateRequestBody(
  operationId: string,
  form: FormFields,
  locale: Locale,
  uploadedFiles: readonly string[] = [],
  withheldParams: ReadonlySet<string> = new Set(),
): ValidatedBody {
  const codec = codecOf(operationId);
  const unknown = unknownFieldIssues(codec, form, locale, withheldParams);
  const [firstUnknown] = unknown;
  if (firstUnknown) throw new InvalidInputError(firstUnknown.message, unknown);
  const { groups } = form;
  const params = decodeStructuredValues(groups.params ?? {}, codec.params);
  const pageinfo =
    groups.pageinfo || codec.pageinfo ? decodeStructuredValues(groups.pageinfo ?? {}, codec.pageinfo) : undefined;
  // The body as the schema names it: an operation that takes only a token has no params to check.
  const body: Record<string, unknown> = {
    ...(codec.params.schema ? { params } : {}),
    ...(pageinfo ? { pageinfo } : {}),
  };
  for (const name of uploadedFiles) if (codec.binaryFields.has(name)) body[name] = 'binary';
  const { validate } = codec;
  if (validate && !validate(body)) {
    const seen = new Set<string>();
    const perField = firstErrorPerField(codec, body);
    const issues = (perField.length > 0 ? perField : (validate.errors ?? []))
      .filter(
        (error) =>
          (error.keyword !== 'oneOf' && error.keyword !== 'anyOf' && error.keyword !== 'if') ||
          ruleIssue(error, codec.bodySchema, locale) !== undefined,
      )
      .map((error) => ruleIssue(error, codec.bodySchema, locale) ?? describeIssue(error, codec.bodySchema, locale))
      .filter((issue) => {
        if (seen.has(issue.field)) return false;
        seen.add(issue.field);
        return true;
      })
      .sort((a, b) => codec.params.position(a.field) - codec.params.position(b.field));
    const first = issues[0] ?? { field: 'params', message: validationMessage(locale, 'illegal', '') };
    throw new InvalidInputError(first.message, issues.length > 0 ? issues : [first]);
  }
  return { params, pageinfo: pageinfo ?? {} };
}
