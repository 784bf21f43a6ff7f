import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/** Files under apps/web/src, each importing one path: the lint of the repository's own configuration judges them. */
const probes: Readonly<Record<string, string>> = {
  'features/charger/components/uses-alarm.tsx': '../../alarm/api/keys',
  'features/charger/components/uses-app.tsx': '../../../app/router',
  'features/charger/components/uses-alarm-the-long-way.tsx': '../../../features/alarm/api/keys',
  'features/charger/uses-dictionary-feature.ts': '../dictionary/api/keys',
  'features/charger/components/uses-own-api.tsx': '../api/keys',
  'features/charger/components/uses-lib.tsx': '../../../lib/api',
  'features/charger/uses-components.ts': '../../components/list/list-params',
  'lib/uses-auth.ts': '../features/auth/session',
  'lib/dictionary/uses-app.ts': '../../app/provider',
  'components/layout/uses-alarm.tsx': '../../features/alarm/components/alarm-badge',
  'components/layout/uses-lib.tsx': '../../lib/i18n',
  'config/uses-auth.ts': '../features/auth/session',
};

let workspace: string;
let report: string;

beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'pcharging-imports-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  writeFileSync(join(workspace, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
  for (const [file, from] of Object.entries(probes)) {
    const path = join(workspace, 'apps', 'web', 'src', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `import { probe } from '${from}';\n\nexport const used = probe;\n`);
  }
  const run = await promisify(execFile)(biome, ['lint', '--reporter=concise', '--max-diagnostics=100', '.'], {
    cwd: workspace,
  }).catch((failure: { stdout: string; stderr: string }) => failure);
  report = `${run.stdout}${run.stderr}`;
}, 60_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const rejected = (file: string) =>
  report
    .split('\n')
    .filter((line) => line.includes(`apps/web/src/${file}:1:23: lint/style/noRestrictedImports`))
    .map((line) => line.slice(line.indexOf('noRestrictedImports: ') + 'noRestrictedImports: '.length));

describe('the direction of imports in the web app (app → features → components, lib, config)', () => {
  it('rejects a feature importing another feature or the app, however the path is written', () => {
    for (const file of [
      'features/charger/components/uses-alarm.tsx',
      'features/charger/components/uses-app.tsx',
      'features/charger/components/uses-alarm-the-long-way.tsx',
      'features/charger/uses-dictionary-feature.ts',
    ]) {
      expect(rejected(file), file).toEqual([
        'A feature never imports another feature, nor app/: the app composes features (passing what one needs as ' +
          'props, slots or parameters), and what features share lives in lib/ or components/.',
      ]);
    }
  });

  it('rejects lib/, components/ and config/ importing a feature or the app', () => {
    for (const file of [
      'lib/uses-auth.ts',
      'lib/dictionary/uses-app.ts',
      'components/layout/uses-alarm.tsx',
      'config/uses-auth.ts',
    ]) {
      expect(rejected(file), file).toEqual([
        'lib/, components/ and config/ sit below the features: they never import features/ or app/; take what is ' +
          'needed as a parameter, prop or slot from the app.',
      ]);
    }
  });

  it('lets a feature use its own modules, lib/ and components/, and components/ use lib/', () => {
    for (const file of [
      'features/charger/components/uses-own-api.tsx',
      'features/charger/components/uses-lib.tsx',
      'features/charger/uses-components.ts',
      'components/layout/uses-lib.tsx',
    ]) {
      expect(rejected(file), file).toEqual([]);
    }
  });
});
