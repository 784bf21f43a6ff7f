import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface MarkdownLink {
  readonly line: number;
  readonly target: string;
}

/** A document's text without its fenced code blocks and inline code, line numbers kept. */
function proseOf(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

/** The targets of a document's inline links and images (`[text](target)`), outside code. */
export function linksOf(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  proseOf(text).forEach((line, index) => {
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (target !== undefined) links.push({ line: index + 1, target });
    }
  });
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a document's headings give, with GitHub's -1, -2 … for repeated ones. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseOfHeadings(text)) {
    const slug = slugOf(line);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function proseOfHeadings(text: string): string[] {
  let fenced = false;
  const headings: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) {
      const heading = /^#{1,6}\s+(.*)$/.exec(line);
      if (heading?.[1] !== undefined) headings.push(heading[1]);
    }
  }
  return headings;
}

/** What is wrong with one link of `file` (a path under `root`), or undefined when it resolves. */
export function brokenLink(root: string, file: string, target: string): string | undefined {
  if (/^(https?:|mailto:)/.test(target)) return undefined;
  const [path = '', anchor] = target.split('#');
  const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
  if (!resolved.startsWith(root)) return `${target} points outside the repository`;
  if (!existsSync(resolved)) return `${target}: ${relative(root, resolved)} does not exist`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return `${target}: an anchor into a non-page`;
  if (!anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)) {
    return `${target}: ${relative(root, resolved)} has no heading #${anchor}`;
  }
  return undefined;
}
