// `npm run verify-backend -- <url> [--states <url>] [--json <file>]`: how far a running backend is from the web app's
// pacts, as a readiness table (contracts/readiness/cli.ts). Exit 0 when the legacy contract passes.
import { join } from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
process.exitCode = await run(
  process.execPath,
  [
    join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(root, 'contracts', 'readiness', 'cli.ts'),
    ...process.argv.slice(2),
  ],
  { env: { ...process.env, PACT_DO_NOT_TRACK: 'true' } },
);
