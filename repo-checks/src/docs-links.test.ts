import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLink, linksOf, slugOf } from './markdown-links';

const root = join(import.meta.dirname, '..', '..');
const docsDir = join(root, 'docs');
const docsPages = readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(docsDir, name));
const pages = [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), join(root, 'CHANGELOG.md'), ...docsPages];
const read = (file: string) => readFileSync(file, 'utf8');

describe('the documentation', () => {
  it.each(pages.map((file) => [relative(root, file), file]))(
    '%s links only to files and headings that exist',
    (_, file) => {
      const broken = linksOf(read(file)).flatMap(({ line, target }) => {
        const problem = brokenLink(root, file, target);
        return problem === undefined ? [] : [`line ${line}: ${problem}`];
      });
      expect(broken).toEqual([]);
    },
  );

  it('keeps the README a front door of 200 lines at most', () => {
    expect(read(join(root, 'README.md')).split('\n').length).toBeLessThanOrEqual(200);
  });

  it("maps every page of docs/ from the README's table", () => {
    const linked = new Set(linksOf(read(join(root, 'README.md'))).map(({ target }) => target.split('#')[0]));
    const unmapped = docsPages.map((file) => relative(root, file)).filter((page) => !linked.has(page));
    expect(unmapped).toEqual([]);
  });

  it.each(docsPages.map((file) => [relative(root, file), file]))(
    '%s opens with its title and a summary paragraph',
    (_, file) => {
      const [title, blank, summary] = read(file).split('\n');
      expect(title).toMatch(/^# \S/);
      expect(blank).toBe('');
      expect(summary).toMatch(/^[^#|\-\s]/);
    },
  );
});

describe('the link checker', () => {
  it("finds GitHub's anchors, repeated headings numbered", () => {
    expect(slugOf("The network's day")).toBe('the-networks-day');
    expect(slugOf('`npm test`, step by step')).toBe('npm-test-step-by-step');
    expect([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('reads links outside code only', () => {
    expect(linksOf('see [a](a.md) and `[b](b.md)`\n```\n[c](c.md)\n```\n[d](d.md#x)')).toEqual([
      { line: 1, target: 'a.md' },
      { line: 5, target: 'd.md#x' },
    ]);
  });

  it('names a missing file, a missing heading and a path outside the repository', () => {
    const readme = join(root, 'README.md');
    expect(brokenLink(root, readme, 'docs/nowhere.md')).toContain('does not exist');
    expect(brokenLink(root, readme, 'CONTRIBUTING.md#no-such-heading')).toContain('no heading #no-such-heading');
    expect(brokenLink(root, readme, '../outside.md')).toContain('outside the repository');
    expect(brokenLink(root, readme, 'CONTRIBUTING.md#adding-an-operation')).toBeUndefined();
  });
});
