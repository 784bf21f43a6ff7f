import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const featureRule =
  'A feature never imports another feature, nor app/: the app composes features (passing what one needs as props, ' +
  'slots or parameters), and what features share lives in lib/ or components/.';
const lowerRule =
  'lib/, components/ and config/ sit below the features: they never import features/ or app/; take what is needed ' +
  'as a parameter, prop or slot from the app.';

/** Files under apps/web/src, by what the lint must say of them, each importing the one path it names. */
const featureImports: Readonly<Record<string, string>> = {
  'features/charger/components/uses-alarm.tsx': '../../alarm/api/keys',
  'features/charger/components/uses-app.tsx': '../../../app/router',
  'features/charger/components/uses-alarm-the-long-way.tsx': '../../../features/alarm/api/keys',
  'features/charger/uses-dictionary-feature.ts': '../dictionary/api/keys',
};
const lowerImports: Readonly<Record<string, string>> = {
  'lib/uses-auth.ts': '../features/auth/session',
  'lib/dictionary/uses-app.ts': '../../app/provider',
  'components/layout/uses-alarm.tsx': '../../features/alarm/components/alarm-badge',
  'config/uses-auth.ts': '../features/auth/session',
};
const allowedImports: Readonly<Record<string, string>> = {
  'features/charger/components/uses-own-api.tsx': '../api/keys',
  'features/charger/components/uses-lib.tsx': '../../../lib/api',
  'features/charger/uses-components.ts': '../../components/list/list-params',
  'components/layout/uses-lib.tsx': '../../lib/i18n',
};
const probes = { ...featureImports, ...lowerImports, ...allowedImports };

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

/** What the lint says of each file's import: the messages of the import-direction rule. */
const verdicts = (files: Readonly<Record<string, string>>) =>
  Object.keys(files).map((file) => ({
    file,
    messages: report
      .split('\n')
      .filter((line) => line.includes(`apps/web/src/${file}:1:23: lint/style/noRestrictedImports`))
      .map((line) => line.slice(line.indexOf('noRestrictedImports: ') + 'noRestrictedImports: '.length)),
  }));
const saying = (files: Readonly<Record<string, string>>, messages: string[]) =>
  Object.keys(files).map((file) => ({ file, messages }));

describe('the direction of imports in the web app (app → features → components, lib, config)', () => {
  it('rejects a feature importing another feature or the app, however the path is written', () => {
    expect(verdicts(featureImports)).toEqual(saying(featureImports, [featureRule]));
  });

  it('rejects lib/, components/ and config/ importing a feature or the app', () => {
    expect(verdicts(lowerImports)).toEqual(saying(lowerImports, [lowerRule]));
  });

  it('lets a feature use its own modules, lib/ and components/, and components/ use lib/', () => {
    expect(verdicts(allowedImports)).toEqual(saying(allowedImports, []));
  });
});
