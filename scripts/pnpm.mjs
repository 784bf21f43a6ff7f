// `node scripts/pnpm.mjs …` runs the pinned pnpm, installing it first when missing.
import { pnpm } from './lib.mjs';

process.exit(await pnpm(process.argv.slice(2), { cwd: process.cwd() }));
