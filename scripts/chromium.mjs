// Finds Debian's Chromium for Playwright, installing it with apt when that is possible (root + apt-get). Debian's
// headless shell comes first: the same engine without the browser's window machinery, it ran the sign-in specs in
// 47 s against 66 s for the full browser, with less of the machine (79 % of two cores against 89 %).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log } from './lib.mjs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function canUseApt() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function aptInstall(packages) {
  log(`installing ${packages.join(', ')} with apt-get (about 30 s)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return (
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
      .status === 0
  );
}

/** Returns the Chromium path (CHROMIUM_PATH when set), or undefined with a message saying what to do. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH)
      ? { path: process.env.CHROMIUM_PATH }
      : { message: `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.` };
  }
  if (!existsSync(HEADLESS_SHELL) && canUseApt()) aptInstall(['chromium-headless-shell', 'fonts-wqy-microhei']);
  const path = [HEADLESS_SHELL, ...BROWSERS].find((candidate) => existsSync(candidate));
  if (path) return { path };
  return {
    message:
      'No Chromium found. Install Debian\'s "chromium-headless-shell" (or "chromium") package, and ' +
      '"fonts-wqy-microhei" for Chinese text, or set CHROMIUM_PATH to a Chromium binary.',
  };
}
