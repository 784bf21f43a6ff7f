// Finds Debian's Chromium for Playwright, installing it with apt when that is possible (root + apt-get).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log } from './lib.mjs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function found() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return candidates.find((path) => existsSync(path));
}

function canUseApt() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Returns the Chromium path, or undefined with a message saying what to do. */
export function ensureChromium() {
  const existing = found();
  if (existing) return { path: existing };
  if (process.env.CHROMIUM_PATH) {
    return { message: `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.` };
  }
  if (!canUseApt()) {
    return {
      message:
        'No Chromium found. Install Debian\'s "chromium" package (and "fonts-wqy-microhei" for Chinese text), ' +
        'or set CHROMIUM_PATH to a Chromium binary.',
    };
  }
  log('installing Debian chromium and a CJK font with apt-get (about 30 s)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-wqy-microhei'], {
      stdio: 'inherit',
      env,
    });
  const path = found();
  if (install?.status !== 0 || !path) {
    return { message: 'apt-get could not install chromium; install it yourself or set CHROMIUM_PATH.' };
  }
  return { path };
}
