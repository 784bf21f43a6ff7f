/** A sandbox's name is a path segment and a file name: lower-case letters, digits and inner hyphens, 1–32. */
export const SANDBOX_NAME = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

export function sandboxNameProblem(name: string): string | undefined {
  if (SANDBOX_NAME.test(name)) return undefined;
  return 'a sandbox name is 1 to 32 lower-case letters, digits or inner hyphens, such as "alice" or "class-2"';
}

/** `/s/alice/api/…` → `{ name: 'alice', rest: '/api/…' }`; the sandbox's own root is `/`. */
export function splitSandboxPath(pathname: string): { name: string; rest: string } | undefined {
  const match = /^\/s\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  return { name: match[1], rest: match[2] ?? '/' };
}
