// Generates everything derived from openapi/pcharging.yaml and the area files it refers to. `--check` fails when a checked-in file is stale.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { answerSchemasModule } from './answer-schemas';
import { type CapabilityModel, capabilityModel } from './capabilities';
import { type ClientOperation, clientModule } from './client-functions';
import { dereference, pointerTarget, requestSchemasModule } from './request-schemas';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(packageDir, '..', '..');
const sourcePath = join(repoRoot, 'openapi', 'pcharging.yaml');
const controlSourcePath = join(repoRoot, 'openapi', 'sim-control.yaml');
const legacyFieldsPath = join(repoRoot, 'openapi', 'legacy-fields.txt');
const redoclyConfigPath = join(repoRoot, 'redocly.yaml');
const outDir = join(packageDir, 'src', 'generated');
const header = '// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.\n';
const httpMethods = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface RawOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  'x-permission'?: string;
  'x-public'?: boolean;
  'x-mutating'?: boolean;
  'x-error-codes'?: Array<number | string>;
  'x-capability'?: string;
  requestBody?: { $ref?: string; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, unknown>;
  parameters?: Array<{ in?: string; name?: string }>;
}
interface RawDocument {
  'x-permissions': Record<string, Record<string, string[]>>;
  paths: Record<string, Partial<Record<(typeof httpMethods)[number], RawOperation>>>;
  components: {
    schemas: Record<string, { enum?: Array<number | string>; 'x-enum-varnames'?: string[]; description?: string }>;
  };
}

const readActions = new Set(['list', 'view', 'export']);

function permissionCatalogue(document: RawDocument): string[] {
  return Object.entries(document['x-permissions']).flatMap(([area, entities]) =>
    Object.entries(entities).flatMap(([entity, actions]) => actions.map((action) => `${area}:${entity}:${action}`)),
  );
}

/** What a role may be given, derived from `x-permissions`: `*:*:*`, then each area's and entity's wildcard and action. */
function grantablePermissions(document: RawDocument): string[] {
  const grantable = new Set(['*:*:*']);
  for (const action of permissionCatalogue(document)) {
    const [area, entity] = action.split(':');
    for (const permission of [`${area}:*:*`, `${area}:${entity}:*`, action]) grantable.add(permission);
  }
  return [...grantable];
}

function checkGrantablePermissions(document: RawDocument): void {
  const expected = grantablePermissions(document);
  const listed = document.components.schemas.GrantablePermission?.enum ?? [];
  if (JSON.stringify(listed) !== JSON.stringify(expected)) {
    throw new Error(
      `GrantablePermission's enum (openapi/areas/system.yaml) must list what x-permissions grants, in this order:\n  ${expected.map((p) => `- "${p}"`).join('\n  ')}`,
    );
  }
}

function operationsModule(document: RawDocument): string {
  const catalogue = new Set(permissionCatalogue(document));
  const rows = Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const isPublic = operation['x-public'] === true;
      const permission = operation['x-permission'] ?? null;
      if (!isPublic && permission === null) {
        throw new Error(`${operation.operationId} has neither x-permission nor x-public`);
      }
      if (permission !== null && permission !== 'authenticated' && !catalogue.has(permission)) {
        throw new Error(`${operation.operationId} needs ${permission}, which x-permissions does not list`);
      }
      return [
        {
          operationId: operation.operationId,
          method,
          path,
          tag: operation.tags?.[0] ?? 'untagged',
          summary: operation.summary ?? '',
          permission,
          isPublic,
          mutating: operation['x-mutating'] === true,
          errorCodes: operation['x-error-codes'] ?? [],
          capability: operation['x-capability'] ?? null,
        },
      ];
    }),
  );
  return `${header}
import type { Capability } from './enums';

export interface OperationDescriptor {
  readonly operationId: string;
  readonly method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  /** Action string required, \`authenticated\` for any session, null for public calls. */
  readonly permission: string | null;
  readonly isPublic: boolean;
  /** Changes state: recorded in the operation log, refused to read-only roles. */
  readonly mutating: boolean;
  readonly errorCodes: ReadonlyArray<number | string>;
  /** The extension this operation belongs to (\`x-capability\`); null for the legacy API. */
  readonly capability: Capability | null;
}

export const operations = ${JSON.stringify(rows, null, 2)} as const satisfies readonly OperationDescriptor[];

export type OperationId = (typeof operations)[number]['operationId'];

/** Every action string a role can hold, from \`x-permissions\`. */
export const permissionCatalogue = ${JSON.stringify(permissionCatalogue(document), null, 2)} as const;

export type Permission = (typeof permissionCatalogue)[number];

/** Actions that only read: list, view and export. */
export const readOnlyPermissions = ${JSON.stringify(
    permissionCatalogue(document).filter((p) => readActions.has(p.split(':')[2] ?? '')),
    null,
    2,
  )} as const;
`;
}

function enumEntries(document: RawDocument, schemaName: string): string[] {
  const schema = document.components.schemas[schemaName];
  const values = schema?.enum ?? [];
  const names = schema?.['x-enum-varnames'] ?? [];
  if (values.length === 0 || values.length !== names.length) {
    throw new Error(`${schemaName} needs an enum and an x-enum-varnames list of the same length`);
  }
  return values.map((value, index) => `  ${names[index]}: ${JSON.stringify(value)},`);
}

function resultCodesModule(document: RawDocument): string {
  return `${header}
export const SuccessCode = {
${enumEntries(document, 'SuccessCode').join('\n')}
} as const;

export const ErrorCode = {
${enumEntries(document, 'ErrorCode').join('\n')}
} as const;

export type SuccessCodeValue = (typeof SuccessCode)[keyof typeof SuccessCode];
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
`;
}

const RESULT_CODE_ENUMS = new Set(['SuccessCode', 'ErrorCode']);

/** `OutageExclusionReason` → `outageExclusionReasons`: the name of the list of a schema's values. */
function valueListName(schemaName: string): string {
  const camel = `${schemaName.charAt(0).toLowerCase()}${schemaName.slice(1)}`;
  if (/[^aeiou]y$/.test(camel)) return `${camel.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(camel)) return `${camel}es`;
  return `${camel}s`;
}

/**
 * Every other schema with `x-enum-varnames`: the domain's states, one const object and one type each. A string enum
 * without names (a wire word such as `OutageCause`, whose type models.ts exports) gets the list of its values, in the
 * document's order, for pickers and for narrowing a stored word.
 */
function enumsModule(document: RawDocument): string {
  const schemas = document.components.schemas;
  const names = Object.keys(schemas).filter(
    (name) => !RESULT_CODE_ENUMS.has(name) && schemas[name]?.['x-enum-varnames'],
  );
  const blocks = names.map((name) => {
    const description = schemas[name]?.description;
    return `${description ? `/** ${description} */\n` : ''}export const ${name} = {
${enumEntries(document, name).join('\n')}
} as const;
export type ${name} = (typeof ${name})[keyof typeof ${name}];
`;
  });
  const wordLists = Object.keys(schemas).flatMap((name) => {
    const schema = schemas[name];
    const values = schema?.enum;
    if (!values || schema['x-enum-varnames'] || !values.every((value) => typeof value === 'string')) return [];
    return [
      `/** Every ${name}, in the document's order. */
export const ${valueListName(name)} = ${JSON.stringify(values)} as const;
`,
    ];
  });
  return `${header}\n${[...blocks, ...wordLists].join('\n')}`;
}

/** Each operation as the client calls it: its body schema, its answer's media types, its path parameters. */
function clientOperations(document: RawDocument): ClientOperation[] {
  const raw = document as unknown as Record<string, unknown>;
  const resolve = (node: unknown): Record<string, unknown> => {
    const resolved = dereference(raw, node);
    return resolved !== null && typeof resolved === 'object' ? (resolved as Record<string, unknown>) : {};
  };
  // Answers may nest (a menu item holds menu items): only the response object itself is followed.
  const follow = (node: unknown): Record<string, unknown> => {
    if (node === null || typeof node !== 'object') return {};
    const { $ref } = node as { $ref?: unknown };
    if (typeof $ref !== 'string') return node as Record<string, unknown>;
    return follow(pointerTarget(raw, $ref));
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      if (!operation?.operationId) return [];
      const body = resolve(operation.requestBody);
      const content = resolve(body.content);
      const mediaType = Object.keys(content)[0];
      const schema = mediaType ? resolve(content[mediaType]).schema : undefined;
      const answer = follow(operation.responses?.['200']);
      return [
        {
          operationId: operation.operationId,
          method,
          path,
          ...(operation.summary ? { summary: operation.summary } : {}),
          request:
            mediaType && schema !== null && typeof schema === 'object'
              ? { mediaType, schema: schema as Record<string, unknown> }
              : null,
          answerTypes: Object.keys(follow(answer.content)),
          pathParameters: (operation.parameters ?? []).flatMap((parameter) =>
            parameter.in === 'path' && parameter.name ? [parameter.name] : [],
          ),
        },
      ];
    }),
  );
}

/** Every schema of the document under its own name, except the enums, which enums.ts declares as values too. */
function modelsModule(document: RawDocument): string {
  const names = Object.keys(document.components.schemas).filter(
    (name) => !document.components.schemas[name]?.['x-enum-varnames'],
  );
  return `${header}
import type { components } from './schema';

type Schemas = components['schemas'];

${names.map((name) => `export type ${name} = Schemas['${name}'];`).join('\n')}
`;
}

const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum'] as const;

/**
 * The length, pattern and range of every field a request schema (`…Input`, `…Params`) limits, so that forms
 * check what the API will check, with the API's own numbers.
 */
function fieldLimitsModule(document: RawDocument): string {
  const raw = document as unknown as Record<string, unknown>;
  const limits: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const name of Object.keys(document.components.schemas).filter((n) => /(Input|Params)$/.test(n))) {
    const schema = dereference(raw, document.components.schemas[name]) as { properties?: Record<string, unknown> };
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      if (property === null || typeof property !== 'object') continue;
      const own = Object.fromEntries(
        LIMIT_KEYWORDS.flatMap((keyword) =>
          keyword in property ? [[keyword, (property as Record<string, unknown>)[keyword]]] : [],
        ),
      );
      if (Object.keys(own).length === 0) continue;
      const fields = limits[name] ?? {};
      fields[field] = own;
      limits[name] = fields;
    }
  }
  return `${header}
/** Per request schema, the fields it limits: \`minLength\`, \`maxLength\`, \`pattern\` (a regular expression's source), \`minimum\`, \`maximum\`. */
export const fieldLimits = ${JSON.stringify(limits, null, 2)} as const;
`;
}

function capabilitiesModule(model: CapabilityModel): string {
  return `${header}
import type { Capability } from './enums';

/** A field plan: the fields of an object that belong to a capability (\`drop\`), and where to look further in. */
export interface FieldPlan {
  readonly drop?: Readonly<Record<string, Capability>>;
  readonly fields?: Readonly<Record<string, FieldPlan>>;
  readonly items?: FieldPlan;
}

/** What each capability is, from \`x-capabilities\`. */
export const capabilityDescriptions: Readonly<Record<Capability, string>> = ${JSON.stringify(model.capabilities, null, 2)};

/** Per legacy operation, where its answer (the whole \`{code, msg, data}\` body) carries extension fields. */
export const extensionAnswerFields: Readonly<Record<string, FieldPlan>> = ${JSON.stringify(model.answerPlans, null, 2)};

/** Per legacy operation, the request \`params\` that belong to a capability. */
export const extensionParams: Readonly<Record<string, FieldPlan>> = ${JSON.stringify(model.paramPlans, null, 2)};
`;
}

function documentModule(document: RawDocument): string {
  return `${header}
/** The OpenAPI document as data, for request validation, answer conformance checks and the API reference. */
export const openapiDocument: Readonly<Record<string, unknown>> = ${JSON.stringify(document, null, 2)};
`;
}

/**
 * The simulator's control surface: its types (`paths`, `components`) for the trainer console's typed client, and
 * the document as data for its API reference page beside the wire's.
 */
function controlDocumentModule(document: RawDocument, types: string): string {
  return `// Generated from openapi/sim-control.yaml by \`npm run codegen\`. Do not edit.

${types}
export const simControlDocument: Readonly<Record<string, unknown>> = ${JSON.stringify(document, null, 2)};
`;
}

/**
 * The document for the TypeScript types: a field of a capability is optional there, since a backend without the
 * capability leaves it out (the document itself keeps it required of a backend that offers it).
 */
function extensionFieldsOptional(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(extensionFieldsOptional);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>);
  const properties = (node as { properties?: unknown }).properties;
  const extension = new Set(
    properties !== null && typeof properties === 'object'
      ? Object.entries(properties as Record<string, unknown>).flatMap(([name, property]) =>
          property !== null && typeof property === 'object' && 'x-capability' in property ? [name] : [],
        )
      : [],
  );
  return Object.fromEntries(
    entries.map(([key, value]) =>
      key === 'required' && Array.isArray(value)
        ? [key, value.filter((name) => !extension.has(String(name)))]
        : [key, extensionFieldsOptional(value)],
    ),
  );
}

/**
 * The document for the TypeScript types without the rules between fields (the allOf parts that carry `x-message`):
 * they constrain values, not shapes, and a part with no properties of its own would read as an empty record.
 */
function withoutFieldRules(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutFieldRules);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).flatMap(([key, value]): [string, unknown][] => {
    if (key !== 'allOf' || !Array.isArray(value)) return [[key, withoutFieldRules(value)]];
    const parts = value.filter((part) => part === null || typeof part !== 'object' || !('x-message' in part));
    return parts.length > 0 ? [[key, parts.map(withoutFieldRules)]] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * The root document with the area files it refers to, bundled by Redocly into one document: their paths inlined, their
 * schemas under `components` by the names the root lists them with, every ref internal (`#/components/...`).
 */
async function loadDocument(path: string): Promise<RawDocument> {
  const config = await loadConfig({ configPath: redoclyConfigPath });
  const { bundle: bundled, problems } = await bundle({ ref: path, config });
  const errors = problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.message} (${problem.location[0]?.pointer ?? ''})`);
  if (errors.length > 0) throw new Error(`Cannot bundle ${relative(repoRoot, path)}:\n  ${errors.join('\n  ')}`);
  return bundled.parsed as RawDocument;
}

async function main(): Promise<void> {
  const checkOnly = process.argv.includes('--check');
  const document = await loadDocument(sourcePath);
  checkGrantablePermissions(document);
  const controlDocument = await loadDocument(controlSourcePath);
  const typedDocument = withoutFieldRules(extensionFieldsOptional(document));
  const schemaAst = await openapiTS(typedDocument as unknown as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    exportType: false,
    // A field with a default may still be left out by the caller.
    defaultNonNullable: false,
  });
  const controlAst = await openapiTS(controlDocument as unknown as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    exportType: false,
    defaultNonNullable: false,
  });
  const capabilities = capabilityModel(
    document as unknown as Record<string, unknown>,
    Object.values(document.paths).flatMap((item) =>
      httpMethods.flatMap((method) => {
        const operation = item[method];
        return operation?.operationId
          ? [{ operationId: operation.operationId, raw: operation as unknown as Record<string, unknown> }]
          : [];
      }),
    ),
    legacyFieldsPath,
  );
  const files: Record<string, string> = {
    'schema.ts': `${header}${astToString(schemaAst)}`,
    'operations.ts': operationsModule(document),
    'result-codes.ts': resultCodesModule(document),
    'capabilities.ts': capabilitiesModule(capabilities),
    'enums.ts': enumsModule(document),
    'openapi.ts': documentModule(document),
    'sim-control.ts': controlDocumentModule(controlDocument, astToString(controlAst)),
    'models.ts': modelsModule(document),
    'field-limits.ts': fieldLimitsModule(document),
    'client.ts': clientModule(header, clientOperations(document)),
    'answer-schemas.ts': answerSchemasModule(header, document as unknown as Record<string, unknown>, () =>
      Object.values(document.paths).flatMap((item) => httpMethods.flatMap((method) => item[method] ?? [])),
    ),
    'request-schemas.ts': requestSchemasModule(header, document as unknown as Record<string, unknown>, () =>
      Object.values(document.paths).flatMap((item) => httpMethods.flatMap((method) => item[method] ?? [])),
    ),
  };
  mkdirSync(outDir, { recursive: true });
  const stale: string[] = [];
  for (const [name, content] of Object.entries(files)) {
    const target = join(outDir, name);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (current === content) continue;
    if (checkOnly) stale.push(relative(repoRoot, target));
    else writeFileSync(target, content);
  }
  if (checkOnly && stale.length > 0) {
    console.error(`Generated files are stale; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log(checkOnly ? 'generated files are up to date' : `generated ${Object.keys(files).length} files`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
