#!/usr/bin/env node
// Fails when the consumer run rewrote the committed pact file into something else: an interaction
// removed from (or added to) the committed file by hand, or a consumer test changed without committing
// its pact. The consumer run regenerates the file, so without this check such drift would pass unseen.
//
//   cp contracts/pacts/pcharging-web-pcharging-api.json "$TMP/pact-before.json"
//   vitest run -c contracts/vitest.consumer.config.ts
//   node contracts/check-pact-drift.mjs "$TMP/pact-before.json"
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DEFAULT_PACT = join(dirname(fileURLToPath(import.meta.url)), 'pacts', 'pcharging-web-pcharging-api.json');

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

function main([beforePath, afterPath = DEFAULT_PACT]) {
  if (!beforePath) {
    process.stderr.write('usage: node contracts/check-pact-drift.mjs <copy-of-pact-before-consumer-run> [pact-file]\n');
    return 2;
  }
  const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
  const drift = pactDrift(read(beforePath), read(afterPath));
  const count = drift.added.length + drift.removed.length + drift.changed.length;
  if (count === 0) {
    process.stdout.write(`pact unchanged by the consumer run: ${afterPath}\n`);
    return 0;
  }
  process.stderr.write(
    `The consumer run changed the committed pact (${afterPath}); commit the regenerated file or fix the tests.\n` +
      `${driftReport(drift)}\n`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
