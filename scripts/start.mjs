// `npm start`: install if needed, build if needed, then run the simulator serving the web app on one port.
// The simulator migrates the database and seeds a new one, then prints the URL and the demo accounts.
import { join } from 'node:path';
import { ensureInstalled, fail, root, runForwardingSignals } from './lib.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const args = process.argv.slice(2);
const env = { ...process.env };
if (args.includes('--reset')) env.PCHARGING_RESET = '1';

await ensureInstalled();
if ((await ensureWebBuilt()) !== 0) fail('the web app did not build');

const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
// A larger young generation: seeding the large profile allocates millions of short-lived rows.
const nodeFlags = ['--max-semi-space-size=64'];
const code = await runForwardingSignals(
  process.execPath,
  [...nodeFlags, tsx, join(root, 'apps', 'simulator', 'src', 'main.ts')],
  {
    env,
  },
);
process.exit(code);
