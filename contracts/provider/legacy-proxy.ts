// A legacy backend made from a full one: a proxy that answers every extension operation as an unknown action,
// refuses extension params and strips extension fields from answers (answerFor), so that a full simulator behind it
// speaks as the legacy PHP backend does. The contracts verify the legacy pact through it; e2e can start it too:
//   node node_modules/tsx/dist/cli.mjs contracts/provider/legacy-proxy.ts --target http://127.0.0.1:8181 --port 8182
// Everything outside the extensions passes through (the web app, /__sim, /healthz); a live-push upgrade is refused.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { API_BASE_PATH } from '@pcharging/api-client';
import { answerFor, NO_CAPABILITIES, paramsWithheld } from '@pcharging/api-client/capabilities';
import { decodeForm } from '@pcharging/api-client/wire';
import { operationAt } from '../pact-files';

export interface LegacyProxy {
  url: string;
  close(): Promise<void>;
}

/** The legacy backend's answer to an action it does not have (the document's wire conventions). */
const UNKNOWN_ACTION = { code: 404, msg: 'Unknown interface', data: null };

/** Headers that describe one hop's transfer: fetch sets its own, and decodes compressed bodies. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'keep-alive',
]);

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The first extension param a form body sends, which the legacy backend refuses as a field it does not know. */
function withheldParam(operationId: string, req: IncomingMessage, body: Buffer): string | undefined {
  if (!String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) return undefined;
  const withheld = paramsWithheld(operationId, NO_CAPABILITIES);
  return Object.keys(decodeForm(body.toString()).groups.params ?? {}).find((name) => withheld.has(name));
}

async function forward(req: IncomingMessage, body: Buffer, target: string) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = req.method ?? 'GET';
  return fetch(new URL(req.url ?? '/', target), {
    method,
    headers,
    redirect: 'manual',
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
  });
}

async function relay(req: IncomingMessage, res: ServerResponse, target: string): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://proxy').pathname;
  const operation = path.startsWith(API_BASE_PATH) ? operationAt(req.method ?? 'GET', path) : undefined;
  const body = await readBody(req);
  if (operation?.capability) return sendJson(res, 404, UNKNOWN_ACTION);
  const param = operation && withheldParam(operation.operationId, req, body);
  if (param) {
    const message = `Invalid ${param} (not a field of this call)`;
    return sendJson(res, 200, { code: 1001, msg: message, data: { errors: [{ field: param, message }] } });
  }
  const answer = await forward(req, body, target);
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name) && name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const json = operation && (answer.headers.get('content-type') ?? '').includes('application/json');
  const content = json
    ? Buffer.from(JSON.stringify(answerFor(operation.operationId, await answer.json(), NO_CAPABILITIES)))
    : Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, headers);
  res.end(content);
}

/** Starts the proxy in front of `target` (a full backend's origin) on `port` (a free one unless given). */
export async function startLegacyProxy(options: {
  target: string;
  port?: number;
  host?: string;
}): Promise<LegacyProxy> {
  const server = createServer((req, res) => {
    relay(req, res, options.target).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 502, { code: 500, msg: `proxy: ${String(error)}`, data: null });
      else res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the legacy proxy is not listening on a port');
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { target: { type: 'string' }, port: { type: 'string' } } });
  if (!values.target) throw new Error('usage: legacy-proxy.ts --target <full backend origin> [--port <port>]');
  const proxy = await startLegacyProxy({ target: values.target, port: Number(values.port ?? 0) });
  process.stdout.write(`legacy proxy on ${proxy.url}/ for ${values.target}\n`);
}
