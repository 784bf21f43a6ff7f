import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES } from '../../vitest.shared';

const webRoot = join(import.meta.dirname, '..', '..');

/** Every test file under `src`, as a path from the web app's root (as the projects list them). */
const testFiles = () =>
  readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join('src', file));

describe('the web test projects', () => {
  // In the shared module graph a vi.mock is ignored once an earlier file imported the real module: such a file
  // passes alone and fails in a full run, depending on the order.
  it('run every file that replaces a module in the isolated project', () => {
    const mocking = testFiles().filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(webRoot, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });
});
