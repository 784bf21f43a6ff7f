// `npm run test:image-node`: the simulator's tests and the provider verification on the Node the Docker image
// ships (22 LTS), when this machine runs an older Node (see node-lts.mjs). `npm test` runs it as a step of its own.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, root, run } from './lib.mjs';
import { ensureImageNode } from './node-lts.mjs';

/** Runs the two suites on the image's Node; 0 when both pass or when this machine already runs that Node. */
export async function testOnImageNode() {
  const image = ensureImageNode();
  if (image.skipped) {
    log(`skipped: ${image.message}, which the other steps run on`);
    return 0;
  }
  if (!image.node) {
    process.stderr.write(`${image.message}\n`);
    return 1;
  }
  log(`running the simulator's tests and the provider verification on ${image.node}`);
  const vitestEntry = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const env = {
    ...process.env,
    PACT_DO_NOT_TRACK: 'true',
    PCHARGING_PASSWORD_COST: process.env.PCHARGING_PASSWORD_COST ?? '12',
    PCHARGING_SQLITE_ADDON: image.nativeBinding,
  };
  const simulator = await run(image.node, [vitestEntry, 'run', '--project', '@pcharging/simulator'], { env });
  const provider = await run(image.node, [vitestEntry, 'run', '-c', 'contracts/vitest.provider.config.ts'], { env });
  return simulator === 0 && provider === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await testOnImageNode());
