import type { Locale } from '@pcharging/validation';
import { validationMessage } from '@pcharging/validation';
import type { ErrorObject } from 'ajv';
import { InvalidInputError } from './errors';
import { fieldTitle, type RuleKey, ruleText } from './messages';
import { propertySchema, requestBodySchema, requestValidator, type SchemaNode } from './openapi-schemas';

export interface ValidatedBody {
  params: Record<string, unknown>;
  pageinfo: Record<string, unknown>;
}

/** Form values are strings; fields the schema types as array or object travel JSON-encoded. */
function decodeStructuredValues(values: Record<string, string>, groupSchema: SchemaNode | undefined) {
  const result: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const type = propertySchema(groupSchema, name)?.type;
    // An empty field means "not set" (forms cannot send null); coerced, it would filter by 0.
    if (raw === '' && (type === 'integer' || type === 'number' || type === 'boolean')) continue;
    if (type === 'array' || type === 'object') {
      try {
        result[name] = JSON.parse(raw);
      } catch {
        result[name] = raw;
      }
    } else {
      result[name] = raw;
    }
  }
  return result;
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
    case 'pattern':
      return field?.format === 'md5' || field?.pattern === '^[0-9a-fA-F]{32}$' ? rule('md5') : rule('format');
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

/**
 * Checks a decoded form body against the operation's schema in the OpenAPI document, coercing form
 * strings to the schema's types and dropping unknown fields. Throws InvalidInputError (code 1001).
 * `uploadedFiles` names the file parts of a multipart body: the schema sees them as present binary fields.
 */
export function validateRequestBody(
  operationId: string,
  groups: Record<string, Record<string, string>>,
  locale: Locale,
  uploadedFiles: readonly string[] = [],
): ValidatedBody {
  const validate = requestValidator(operationId);
  const bodySchema = requestBodySchema(operationId);
  const body: Record<string, unknown> = {
    params: decodeStructuredValues(groups.params ?? {}, propertySchema(bodySchema, 'params')),
  };
  if (groups.pageinfo || propertySchema(bodySchema, 'pageinfo')) {
    body.pageinfo = decodeStructuredValues(groups.pageinfo ?? {}, propertySchema(bodySchema, 'pageinfo'));
  }
  for (const name of uploadedFiles) {
    if (propertySchema(bodySchema, name)?.format === 'binary') body[name] = 'binary';
  }
  if (validate && !validate(body)) {
    const seen = new Set<string>();
    const fieldOrder = Object.keys(propertySchema(bodySchema, 'params')?.properties ?? {});
    const position = (field: string) => (fieldOrder.includes(field) ? fieldOrder.indexOf(field) : fieldOrder.length);
    const issues = (validate.errors ?? [])
      .filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'anyOf' && error.keyword !== 'if')
      .map((error) => describeIssue(error, bodySchema, locale))
      .filter((issue) => {
        if (seen.has(issue.field)) return false;
        seen.add(issue.field);
        return true;
      })
      .sort((a, b) => position(a.field) - position(b.field));
    const first = issues[0] ?? { field: 'params', message: validationMessage(locale, 'illegal', '') };
    throw new InvalidInputError(first.message, issues.length > 0 ? issues : [first]);
  }
  return {
    params: (body.params as Record<string, unknown>) ?? {},
    pageinfo: (body.pageinfo as Record<string, unknown>) ?? {},
  };
}
