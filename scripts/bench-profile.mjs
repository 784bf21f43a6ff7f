// Sums a V8 .cpuprofile (node --cpu-prof) by self time: per function and per file, the heaviest first, with the
// share of the time the process was not idle. For reading where a request's time goes:
//   node scripts/bench-profile.mjs .prof/CPU.….cpuprofile [how many lines, default 25]
// bench-side-by-side.mjs --cpu-prof prints the same summary of the simulator it measured.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './lib.mjs';

/**
 * Self time in ms per node id: the samples that landed in it, each weighed by the interval before the next; only
 * samples taken at or after `fromMicros` (the monotonic clock's µs, as `process.hrtime` reads it on the same machine).
 */
function selfTimes(profile, fromMicros) {
  const times = new Map();
  const { samples = [], timeDeltas = [] } = profile;
  let at = profile.startTime;
  for (let index = 0; index < samples.length; index += 1) {
    at += timeDeltas[index] ?? 0;
    if (at < fromMicros) continue;
    const delta = timeDeltas[index + 1] ?? 0;
    times.set(samples[index], (times.get(samples[index]) ?? 0) + delta / 1000);
  }
  return times;
}

/** Where a frame's code lives, shortened: a package by its name, the project's files by their path, V8's own by kind. */
function placeOf(url) {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1];
  if (path.startsWith('node:')) return path;
  return path.startsWith(root) ? relative(root, path) : path;
}

/**
 * The profile summed by self time: `byFunction` and `byFile` sorted heaviest first, each with ms and its share of
 * the busy time (the idle and program frames left out of the whole); from `fromMicros` on when given.
 */
export function summariseProfile(profile, fromMicros = Number.NEGATIVE_INFINITY) {
  const times = selfTimes(profile, fromMicros);
  const byFunction = new Map();
  const byFile = new Map();
  let busy = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const ms = times.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') {
      idle += ms;
      continue;
    }
    busy += ms;
    const place = placeOf(url);
    const name = `${functionName || '(anonymous)'}  ${place}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(place, (byFile.get(place) ?? 0) + ms);
  }
  const sorted = (map) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms, share: ms / busy }));
  return { busyMs: busy, idleMs: idle, byFunction: sorted(byFunction), byFile: sorted(byFile) };
}

/** The summary as lines of text: the heaviest `top` functions and files (from `fromMicros` on when given). */
export function profileReport(profile, top = 25, fromMicros = Number.NEGATIVE_INFINITY) {
  const { busyMs, idleMs, byFunction, byFile } = summariseProfile(profile, fromMicros);
  const line = ({ name, ms, share }) =>
    `  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`;
  return [
    `busy ${busyMs.toFixed(0)} ms, idle or outside JavaScript ${idleMs.toFixed(0)} ms`,
    `self time by file or package (top ${top}):`,
    ...byFile.slice(0, top).map(line),
    `self time by function (top ${top}):`,
    ...byFunction.slice(0, top).map(line),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/bench-profile.mjs <file.cpuprofile> [lines]');
    process.exit(2);
  }
  console.log(profileReport(JSON.parse(readFileSync(file, 'utf8')), Number(top ?? 25)));
}
