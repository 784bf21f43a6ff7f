import { exampleOf, resolveSchema, type SchemaNode, successSchema } from '../consumer/answer-shape';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The value with every required field the consumer left out (nullable or many-typed fields, which Pact
 * cannot match by type) put back from the schema, so that the schema can judge the rest of the answer.
 */
function complete(value: unknown, node: unknown): unknown {
  const schema = resolveSchema(node);
  if (Array.isArray(value)) return value.map((item) => complete(item, schema.items));
  if (!isObject(value)) return value;
  const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const completed: Json = {};
  for (const [key, property] of Object.entries(properties)) {
    if (key in value) completed[key] = complete(value[key], property);
    else if (required.has(key)) completed[key] = exampleOf(property);
  }
  for (const [key, inner] of Object.entries(value)) if (!(key in completed)) completed[key] = inner;
  return completed;
}

/** A recorded success answer with the fields left out of the contract put back from its operation's schema. */
export function completeSuccessAnswer(operationId: string, answer: Json): Json {
  return complete(answer, successSchema(operationId) as SchemaNode) as Json;
}
