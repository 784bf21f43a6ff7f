import { vi } from 'vitest';

type Handler = (request: Request) => unknown;

/**
 * Stubs fetch with answers per operation path (`/Admin_user/login`); a handler may return an envelope to send as
 * JSON or a Response. Unknown paths answer 404 so that a forgotten stub shows up.
 */
export function fakeBackend(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\/index\.php\/_pcharging/, '');
    calls.push(path);
    const handler = handlers[path];
    if (!handler) return new Response('not stubbed', { status: 404 });
    const answer = handler(request);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, count: (path: string) => calls.filter((call) => call === path).length };
}

export const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });

export const captchaImage = () =>
  new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
    headers: { 'Content-Type': 'image/png' },
  });
