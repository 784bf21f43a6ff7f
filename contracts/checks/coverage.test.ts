import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '@pcharging/api-client/operations';
import { describe, expect, it } from 'vitest';
import { operationOf, readInteractions } from './pact-file';

const WEB_SOURCES = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src');
const CLIENT_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]@pcharging\/api-client['"]/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Names the web app imports from the api-client, with the files that import them. */
function importedNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of sourceFiles(WEB_SOURCES)) {
    for (const match of readFileSync(file, 'utf8').matchAll(CLIENT_IMPORT)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.set(name, [...(names.get(name) ?? []), file]);
      }
    }
  }
  return names;
}

describe('every api-client call of the web app is in the pact', () => {
  const covered = new Set(readInteractions().map((interaction) => operationOf(interaction)?.operationId));
  const used = [...importedNames().keys()].filter((name) => operations.some((o) => o.operationId === name));

  it('finds the calls the web app makes', () => {
    expect(used.length).toBeGreaterThan(0);
  });

  it.each(used)('%s has an interaction', (operationId) => {
    expect(covered.has(operationId), `${operationId} is imported by apps/web but no interaction calls it`).toBe(true);
  });
});
