import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capabilityOf } from '@pcharging/api-client/capabilities';
import { operations } from '@pcharging/api-client/operations';
import { describe, expect, it } from 'vitest';
import { operationOf, providerOf, readPactFiles } from '../pact-files';

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

// Each call is looked for in the pact of its own capability (the legacy API's for a legacy call): a backend that
// verifies the files of what it offers then answers every call the web app makes to it.
describe('every api-client call of the web app is in the pact of its capability', () => {
  const files = readPactFiles();
  const used = [...importedNames().keys()].filter((name) => operations.some((o) => o.operationId === name));

  it('finds the calls the web app makes', () => {
    expect(used.length).toBeGreaterThan(0);
  });

  it.each(used)('%s has an interaction', (operationId) => {
    const capability = capabilityOf(operationId);
    const covered = files
      .filter((file) => file.capability === capability)
      .some((file) => file.interactions.some((interaction) => operationOf(interaction)?.operationId === operationId));
    expect(
      covered,
      `${operationId} is imported by apps/web but no interaction of ${providerOf(capability)} calls it`,
    ).toBe(true);
  });
});
