// `npm run dev`: the simulator with reload on :8080 and Vite's dev server on :5173 proxying /api to it.
import { join } from 'node:path';
import { ensureInstalled, log, pnpm, root, run } from './lib.mjs';

await ensureInstalled();
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const simulator = run(process.execPath, [tsx, 'watch', join(root, 'apps', 'simulator', 'src', 'main.ts')], {
  env: { ...process.env, PCHARGING_DB: process.env.PCHARGING_DB ?? '.data/dev.sqlite' },
});
log('web dev server: http://localhost:5173/ (API proxied to the simulator on :8080)');
const web = pnpm(['--filter', '@pcharging/web', 'run', 'dev'], {
  env: { ...process.env, PCHARGING_API_TARGET: `http://localhost:${process.env.PORT ?? 8080}` },
});
process.exit(Math.max(await simulator, await web));
