// The image ships Node 22 LTS; machines may run an older Node. This installs the registry's Node 22 build into
// .tools/ (no download from anywhere but the npm registry) and compiles better-sqlite3's addon for it, so that the
// simulator's tests and the provider verification also run on the runtime the image ships.
//
// Why 22 and not 24: better-sqlite3 12 built against Node 24's headers aborts the process (`Assertion failed:
// (env) != nullptr` in RemoveEnvironmentCleanupHook, from Statement::~Statement) whenever a process or test worker
// that used it exits; 13 fixes it but needs Node 22 and segfaults on the Node 20 these machines run. Measured with
// this script on 24.21.0: the seed process and 13 test workers aborted; on 22.23.3 none did.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { log, root } from './lib.mjs';

export const IMAGE_NODE_VERSION = '22.23.3';
const IMAGE_NODE_MAJOR = Number(IMAGE_NODE_VERSION.split('.')[0]);
const toolsDir = join(root, '.tools', `node-${IMAGE_NODE_VERSION}`);
const packageName = `node-${process.platform}-${process.arch}`;
const nodeDir = join(toolsDir, 'node_modules', packageName);
const nodeBinary = join(nodeDir, 'bin', 'node');
const addonDir = join(toolsDir, 'better-sqlite3');
const addon = join(addonDir, 'build', 'Release', 'better_sqlite3.node');
const markerPath = join(toolsDir, 'built.json');
// The same build for every clone on this machine, as pnpm's store keeps the machine's own addon: a fresh clone copies
// it instead of compiling SQLite again (a minute of one core). PCHARGING_CACHE_DIR moves it.
const machineCache = join(
  process.env.PCHARGING_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'pcharging'),
  `node-${IMAGE_NODE_VERSION}`,
);

function betterSqliteSource() {
  const requireFromDb = createRequire(join(root, 'db', 'package.json'));
  const dir = join(requireFromDb.resolve('better-sqlite3/package.json'), '..');
  return { dir, version: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version };
}

function nodeGyp() {
  const npmDir = join(process.execPath, '..', '..', 'lib', 'node_modules', 'npm');
  const candidates = [
    join(npmDir, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
    '/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
    '/usr/local/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js',
  ];
  return candidates.find((candidate) => existsSync(candidate));
}

function fail(message) {
  return { node: undefined, nativeBinding: undefined, message };
}

/**
 * The Node binary to run the image's runtime with and the addon built for it. On a machine already on the image's
 * major version or newer it answers `skipped` (the main run is on it). Installs and compiles once; later calls take what is there.
 */
export function ensureImageNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= IMAGE_NODE_MAJOR) return { skipped: true, message: `this machine runs Node ${process.version}` };
  const source = betterSqliteSource();
  const wanted = JSON.stringify({ node: IMAGE_NODE_VERSION, betterSqlite3: source.version });
  const built = (dir) =>
    existsSync(join(dir, 'built.json')) && readFileSync(join(dir, 'built.json'), 'utf8') === wanted;
  if (built(toolsDir) && existsSync(nodeBinary) && existsSync(addon)) return { node: nodeBinary, nativeBinding: addon };
  rmSync(toolsDir, { recursive: true, force: true });
  if (built(machineCache)) {
    log(`copying Node ${IMAGE_NODE_VERSION} and its SQLite addon from ${machineCache}`);
    cpSync(machineCache, toolsDir, { recursive: true, verbatimSymlinks: true });
    if (existsSync(nodeBinary) && existsSync(addon)) return { node: nodeBinary, nativeBinding: addon };
    rmSync(toolsDir, { recursive: true, force: true });
  }
  mkdirSync(toolsDir, { recursive: true });
  log(`installing Node ${IMAGE_NODE_VERSION} (${packageName}) from the npm registry into .tools/`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-package-lock',
      '--loglevel=error',
      `${packageName}@${IMAGE_NODE_VERSION}`,
    ],
    { stdio: 'inherit', cwd: root },
  );
  if (install.status !== 0 || !existsSync(nodeBinary))
    return fail(`could not install ${packageName}@${IMAGE_NODE_VERSION}`);
  const gyp = nodeGyp();
  if (!gyp) return fail("npm's node-gyp was not found: cannot compile better-sqlite3 for the image's Node");
  log(`compiling better-sqlite3 ${source.version} for Node ${IMAGE_NODE_VERSION} (about a minute)`);
  cpSync(source.dir, addonDir, { recursive: true, dereference: true, filter: (path) => !path.includes('/build/') });
  const build = spawnSync(nodeBinary, [gyp, 'rebuild', '--release', `--nodedir=${nodeDir}`, '-j', '2'], {
    cwd: addonDir,
    // npm passes its own `nodedir` setting down as npm_config_nodedir, which node-gyp prefers to its flag.
    env: { ...process.env, npm_config_nodedir: nodeDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0 || !existsSync(addon)) return fail("compiling better-sqlite3 for the image's Node failed");
  writeFileSync(markerPath, wanted);
  keepForOtherClones();
  return { node: nodeBinary, nativeBinding: addon };
}

/** Copies the build to the machine's cache, whole or not at all (another clone may be reading it). */
function keepForOtherClones() {
  const partial = `${machineCache}.partial-${process.pid}`;
  try {
    cpSync(toolsDir, partial, { recursive: true, verbatimSymlinks: true });
    rmSync(machineCache, { recursive: true, force: true });
    renameSync(partial, machineCache);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    log(`could not keep the build in ${machineCache} for other clones: ${error.message}`);
  }
}
