import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES } from '../../vitest.shared';

const webRoot = join(import.meta.dirname, '..', '..');

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(webRoot, path)] : [];
  });
}

describe('the web test projects', () => {
  // In the shared module graph a vi.mock is ignored once an earlier file imported the real module: such a file
  // passes alone and fails in a full run, depending on the order.
  it('run every file that replaces a module in the isolated project', () => {
    const mocking = testFiles(join(webRoot, 'src')).filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(webRoot, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });
});
