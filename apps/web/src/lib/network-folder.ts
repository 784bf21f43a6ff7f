// No imports: index.html's first-frame script is built from this module too (see login-first-frame.ts).

const SANDBOX_FOLDER = /\/s\/([a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?)\/(?:index\.html)?$/;
const ROOT = 'pcharging.';
const SANDBOX_ROOT = `${ROOT}s.`;

/** The training sandbox a page is served from (`/s/{name}/`), by the page's path; none for the main network. */
export function sandboxOfPath(pathname: string): string | undefined {
  return SANDBOX_FOLDER.exec(pathname)?.[1];
}

/**
 * The main network and every sandbox (`/s/{name}/`) share one origin, so they share the browser's storage: each
 * keeps its entries under its own prefix, and never reads, reuses or clears another network's (its token above all).
 */
export function storagePrefixOf(sandbox: string | undefined): string {
  return sandbox ? `${SANDBOX_ROOT}${sandbox}.` : ROOT;
}

/** Whether a stored key belongs to a network whose prefix is `prefix` (the main network's holds the sandboxes'). */
export function isKeyOfPrefix(key: string, prefix: string): boolean {
  return key.startsWith(prefix) && (prefix !== ROOT || !key.startsWith(SANDBOX_ROOT));
}
