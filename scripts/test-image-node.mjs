// `npm run test:image-node`: the simulator's tests and the provider verification on Node 24, the runtime the
// Docker image ships, when this machine runs an older Node (see node-lts.mjs). Not yet a step of `npm test`: its
// first runs found failures on Node 24 that are still open (see the README).
import { join } from 'node:path';
import { log, root, run } from './lib.mjs';
import { ensureImageNode } from './node-lts.mjs';

const image = ensureImageNode();
if (image.skipped) {
  log(`skipped: ${image.message}, which npm test runs on`);
  process.exit(0);
}
if (!image.node) {
  process.stderr.write(`${image.message}\n`);
  process.exit(1);
}
const vitestEntry = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  PCHARGING_PASSWORD_COST: process.env.PCHARGING_PASSWORD_COST ?? '12',
  PCHARGING_SQLITE_ADDON: image.nativeBinding,
};
const simulator = await run(image.node, [vitestEntry, 'run', '--project', '@pcharging/simulator'], { env });
const provider = await run(image.node, [vitestEntry, 'run', '-c', 'contracts/vitest.provider.config.ts'], { env });
process.exit(simulator === 0 && provider === 0 ? 0 : 1);
