#!/usr/bin/env node
// Fails when the consumer run rewrote the committed pact files into something else: an interaction removed from
// (or added to) a committed file by hand, a pact file deleted or added, or a consumer test changed without
// committing its pact. The consumer run regenerates the files, so without this check such drift would pass unseen.
//
//   cp -r contracts/pacts "$TMP/pacts-before"
//   vitest run -c contracts/vitest.consumer.config.ts
//   node contracts/check-pact-drift.mjs "$TMP/pacts-before"
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DEFAULT_PACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'pacts');

/** JSON with object keys sorted, so that two equal values always print the same. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** An interaction's identity as Pact merges it: its description and provider states. */
function keyOf(interaction) {
  return canonical({ description: interaction.description, states: interaction.providerStates ?? [] });
}

function byKey(pact) {
  const interactions = new Map();
  for (const interaction of pact.interactions ?? []) interactions.set(keyOf(interaction), interaction);
  return interactions;
}

const describe = (interaction) => interaction.description;

/** What differs between two pacts, ignoring `metadata` and the order of interactions and keys. */
export function pactDrift(before, after) {
  const old = byKey(before);
  const now = byKey(after);
  const added = [...now.keys()].filter((key) => !old.has(key)).map((key) => describe(now.get(key)));
  const removed = [...old.keys()].filter((key) => !now.has(key)).map((key) => describe(old.get(key)));
  const changed = [...now.keys()]
    .filter((key) => old.has(key) && canonical(old.get(key)) !== canonical(now.get(key)))
    .map((key) => describe(now.get(key)));
  const { metadata: _oldMetadata, interactions: _old, ...oldRest } = before;
  const { metadata: _newMetadata, interactions: _new, ...newRest } = after;
  const header = canonical(oldRest) === canonical(newRest) ? [] : ['consumer, provider or other top-level fields'];
  return { added: added.sort(), removed: removed.sort(), changed: [...header, ...changed.sort()] };
}

export function driftReport({ added, removed, changed }) {
  const section = (title, names) => (names.length ? [`${title}:`, ...names.map((name) => `  - ${name}`)] : []);
  return [
    ...section('interactions the consumer tests add but the committed pact lacks', added),
    ...section('interactions in the committed pact that no consumer test records', removed),
    ...section('interactions recorded differently from the committed pact', changed),
  ].join('\n');
}

const pactNames = (dir) => readdirSync(dir).filter((name) => name.endsWith('.json'));

/** What differs between two folders of pacts: files only one of them has, and the drift of each file both have. */
function folderDrift(beforeDir, afterDir) {
  const read = (dir, name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const before = pactNames(beforeDir);
  const after = pactNames(afterDir);
  const files = before
    .filter((name) => after.includes(name))
    .map((name) => ({ name, drift: pactDrift(read(beforeDir, name), read(afterDir, name)) }))
    .filter(({ drift }) => drift.added.length + drift.removed.length + drift.changed.length > 0);
  return {
    added: after.filter((name) => !before.includes(name)).sort(),
    removed: before.filter((name) => !after.includes(name)).sort(),
    files,
  };
}

function folderDriftReport({ added, removed, files }) {
  const section = (title, names) => (names.length ? [`${title}:`, ...names.map((name) => `  - ${name}`)] : []);
  return [
    ...section('pact files the consumer tests write but the committed pacts lack', added),
    ...section('committed pact files no consumer test writes', removed),
    ...files.flatMap(({ name, drift }) => [`${name}:`, driftReport(drift).replace(/^/gm, '  ')]),
  ].join('\n');
}

function main([beforeDir, afterDir = DEFAULT_PACTS_DIR]) {
  if (!beforeDir) {
    process.stderr.write(
      'usage: node contracts/check-pact-drift.mjs <copy-of-pacts-before-consumer-run> [pacts-dir]\n',
    );
    return 2;
  }
  const drift = folderDrift(beforeDir, afterDir);
  if (drift.added.length + drift.removed.length + drift.files.length === 0) {
    process.stdout.write(`pacts unchanged by the consumer run: ${afterDir}\n`);
    return 0;
  }
  process.stderr.write(
    `The consumer run changed the committed pacts (${afterDir}); commit the regenerated files or fix the tests.\n` +
      `${folderDriftReport(drift)}\n`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
