import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The rooms of `src/`, top first. A file may import from its own room and from any room below it, never from one
 * above: what sits lower is used by what sits higher and knows nothing of it.
 */
export const ROOMS: readonly (readonly string[])[] = [
  // Composition: the app, the server, the sandboxes and the test harness put everything together.
  ['.', 'testing', 'sandbox'],
  // The wire: handlers by operationId, the control surface, the API reference, the request pipeline, the menu.
  ['routes', 'control', 'docs', 'middleware', 'menu'],
  // What every request handler shares: the request's context, the answer envelope, the handler map.
  ['http'],
  // Callers of the domain: training scenarios and the living network's scheduler.
  ['scenarios'],
  ['fleet'],
  ['live'],
  // The only code that changes state.
  ['domain'],
  // The only code that holds SQL.
  ['data'],
  // The floor: helpers that know nothing of the rooms above.
  ['lib'],
];

export interface SourceFile {
  /** Path below `src/`, with forward slashes. */
  path: string;
  text: string;
}

export interface RoomReport {
  /** `from → to`, for an import that runs upwards. */
  wrongWay: string[];
  /** Each cycle as its files in import order. */
  cycles: string[][];
  /** Files outside `data/` that hold SQL. */
  sqlOutsideData: string[];
  /** `from → to`, for a file outside `domain/` and `data/` that imports a data module that writes. */
  writesOutsideDomain: string[];
}

/** Data modules that write are named so: only the domain (and data itself) may use them. */
const isWriter = (path: string) => path.startsWith('data/') && path.endsWith('-writes.ts');
const mayWrite = (path: string) => ['domain', 'data'].includes(roomOf(path));

const isTest = (path: string) => path.endsWith('.test.ts');

/** The room a file sits in: its first folder below `src/`, or `.` for a file at the top. */
export function roomOf(path: string): string {
  const slash = path.indexOf('/');
  return slash === -1 ? '.' : path.slice(0, slash);
}

function rankOf(room: string): number | undefined {
  const rank = ROOMS.findIndex((rooms) => rooms.includes(room));
  return rank === -1 ? undefined : rank;
}

/** Every module a file names: static imports and re-exports (types included), side-effect and dynamic imports. */
export function importedSpecifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /(?:^|[;}\n])\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** The text of every string and template literal in a file. */
function literals(text: string): string[] {
  return [...text.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((match) => match[0]);
}

const SQL_TEXT =
  /\b(?:select\s[\s\S]*?\bfrom\s+[a-z_]+|insert\s+(?:or\s+\w+\s+)?into\s|update\s+[a-z_]+\s+set\s|delete\s+from\s)/;
const SQL_TOOLS = [
  /\bfrom\s*['"]drizzle-orm(?:\/[\w-]+)?['"]/,
  /\bimport\s*{[^}]*\b(?:tables|connectionOf)\b[^}]*}\s*from\s*['"]@pcharging\/db['"]/,
  /\.(?:prepare|pragma)\(|\.exec\(\s*[`'"]/,
];

/** Whether a file holds SQL: a query builder, a connection's statements, or SQL written as text. */
export function holdsSql(text: string): boolean {
  return SQL_TOOLS.some((pattern) => pattern.test(text)) || literals(text).some((literal) => SQL_TEXT.test(literal));
}

/** Resolves a relative specifier to a file of the set, as TypeScript would (`./x` is `x.ts` or `x/index.ts`). */
function resolveIn(files: ReadonlySet<string>, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier).split(sep).join('/');
  return [`${base}.ts`, `${base}/index.ts`, base].find((candidate) => files.has(candidate));
}

/** Strongly connected groups of more than one file (or a file importing itself), by Tarjan's algorithm. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.reverse());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * Checks the files' imports against the rooms, where SQL is written and who writes through it. Tests are left out:
 * they sit beside what they test and may reach into any room.
 */
export function checkRooms(sources: readonly SourceFile[]): RoomReport {
  const code = sources.filter((source) => !isTest(source.path));
  const paths = new Set(code.map((source) => source.path));
  const graph = new Map<string, string[]>();
  const wrongWay: string[] = [];
  const writesOutsideDomain: string[] = [];
  for (const source of code) {
    const targets = importedSpecifiers(source.text)
      .map((specifier) => resolveIn(paths, source.path, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(source.path, targets);
    const fromRank = rankOf(roomOf(source.path));
    for (const target of targets) {
      if (isWriter(target) && !mayWrite(source.path)) writesOutsideDomain.push(`${source.path} → ${target}`);
      const toRank = rankOf(roomOf(target));
      if (fromRank === undefined || toRank === undefined || toRank < fromRank) {
        wrongWay.push(`${source.path} → ${target}`);
      }
    }
  }
  const sqlOutsideData = code
    .filter((source) => roomOf(source.path) !== 'data' && holdsSql(source.text))
    .map((source) => source.path);
  return { wrongWay, cycles: cyclesOf(graph), sqlOutsideData, writesOutsideDomain };
}

export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        files.push({ path: relative(resolve(root), path).split(sep).join('/'), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(root);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
