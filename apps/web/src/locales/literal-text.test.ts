import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = join(import.meta.dirname, '..');

// Attributes whose value a user reads; a string literal there is an untranslated text.
const READ_ATTRIBUTES = new Set([
  'title',
  'label',
  'placeholder',
  'alt',
  'aria-label',
  'okText',
  'cancelText',
  'content',
  'tooltip',
  'description',
  'subTitle',
  'extra',
  'emptyText',
  'checkedChildren',
  'unCheckedChildren',
]);

// Letters in any script; codes, units and symbols (`kWh`, `—`, `:`) are not sentences but still flagged when wordy.
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function componentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Texts a component would show as written, whatever the language: JSX text and string-literal attributes. */
function literalTexts(path: string, code = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer) &&
            node.initializer.expression &&
            ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression.text
          : undefined;
      if (value !== undefined && hasWords(value)) found.push(`${node.name.getText(source)}="${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(SOURCE_ROOT, path)}: ${text}`);
}

describe('visible text', () => {
  it('comes from the catalogues: no component renders a literal string', () => {
    const files = componentFiles(SOURCE_ROOT);
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((file) => literalTexts(file))).toEqual([]);
  });

  it('is caught by this check when written literally', () => {
    const probe = join(SOURCE_ROOT, 'probe.tsx');
    expect(
      literalTexts(probe, 'const a = <Button title="Delete station" icon={<X />}>Save now {count}</Button>;'),
    ).toEqual(['probe.tsx: title="Delete station"', 'probe.tsx: Save now']);
    expect(literalTexts(probe, "const a = <Button title={t('station.delete')}>{t('common.save')}</Button>;")).toEqual(
      [],
    );
  });
});
