import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../http/context';

export type ControlBody<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Reads a JSON body against a schema; a bad one answers 400 naming the first problem. */
export async function readBody<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<ControlBody<T>> {
  const raw: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, response: c.json({ error: `${where}${issue?.message ?? 'invalid body'}` }, 400) };
}
