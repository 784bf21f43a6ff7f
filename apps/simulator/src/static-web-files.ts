import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/** One encoding of a file, as it goes on the wire. */
export interface Representation {
  body: Buffer<ArrayBuffer>;
  /** A strong validator of these bytes: each encoding has its own. */
  etag: string;
}

/** A file of the built app, held in memory with the compressed copies the build wrote beside it. */
export interface WebFile {
  contentType: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  modified: Date;
}

const ENCODED_COPIES = { br: '.br', gzip: '.gz' } as const;

function representation(body: Buffer<ArrayBuffer>): Representation {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` };
}

const modifiedAt = (path: string) => statSync(path, { throwIfNoEntry: false });

/** The file at `path` with its `.br` and `.gz` copies (a copy older than the file is stale, and left out). */
function readWebFile(path: string): WebFile | undefined {
  const stats = modifiedAt(path);
  if (!stats?.isFile()) return undefined;
  const file: WebFile = {
    contentType: getMimeType(path) ?? 'application/octet-stream',
    identity: representation(readFileSync(path)),
    modified: stats.mtime,
  };
  for (const [encoding, suffix] of Object.entries(ENCODED_COPIES) as [keyof typeof ENCODED_COPIES, string][]) {
    const copy = modifiedAt(path + suffix);
    if (copy?.isFile() && copy.mtimeMs >= stats.mtimeMs) file[encoding] = representation(readFileSync(path + suffix));
  }
  return file;
}

/** Every file under `directory` by its URL path (`/assets/index-abc.js`), compressed copies and dot-files aside. */
function readTree(directory: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const file = readWebFile(path);
        if (file) files.set(`/${relative(directory, path).split(sep).join('/')}`, file);
      }
    }
  };
  visit(directory);
  return files;
}

/** What `read` gives, or undefined when a file or folder went away meanwhile (a build replacing them). */
function readOrNothing<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

// A file is looked at on disk once a second at most, so a build (or an edited config.json) made while the server
// runs is served without a restart.
const RECHECK_AFTER_MS = 1000;
const UNSAFE_PATH = /(?:^|\/)\.|\\|\/\/|%/;

/**
 * The built web app held in memory: read once at start, so that no answer for a file waits for a disk read in
 * libuv's thread pool (or behind anything else there). index.html's date is looked at once a second at most: a new
 * build is read again whole. Another file outside `/assets/` (whose names change with their content) is read
 * again when its own date changes, and one that was not there at start is looked for on disk.
 */
export class WebFiles {
  private files: Map<string, WebFile>;
  private indexModified: number;
  private settling = false;
  private readonly checkedAt = new Map<string, number>();

  constructor(private readonly directory: string) {
    this.indexModified = this.indexDate();
    const files = readOrNothing(() => readTree(directory));
    // Caught mid-build: held empty, and read again at the next look.
    if (!files) this.indexModified = Number.NaN;
    this.files = files ?? new Map();
  }

  /** The file served at a URL path (`/` is index.html), or undefined when there is none. */
  get(urlPath: string, hashedAsset: boolean): WebFile | undefined {
    const path = urlPath === '/' ? '/index.html' : urlPath;
    if (UNSAFE_PATH.test(path)) return undefined;
    this.reloadIfRebuilt();
    const held = this.files.get(path);
    if (hashedAsset) return held;
    if (!this.due(path)) return held;
    const onDisk = join(this.directory, ...path.split('/'));
    const modified = modifiedAt(onDisk)?.mtimeMs;
    if (modified === held?.modified.getTime()) return held;
    const file = modified === undefined ? undefined : readOrNothing(() => readWebFile(onDisk));
    if (file) this.files.set(path, file);
    else this.files.delete(path);
    return file;
  }

  /** index.html as held now (a rebuild looked for first). */
  index(): WebFile | undefined {
    this.reloadIfRebuilt();
    return this.files.get('/index.html');
  }

  private indexDate(): number {
    return modifiedAt(join(this.directory, 'index.html'))?.mtimeMs ?? 0;
  }

  private due(key: string): boolean {
    const now = Date.now();
    if (now - (this.checkedAt.get(key) ?? Number.NEGATIVE_INFINITY) < RECHECK_AFTER_MS) return false;
    if (this.checkedAt.size > 1000) this.checkedAt.clear();
    this.checkedAt.set(key, now);
    return true;
  }

  /**
   * A build writes index.html before it has finished (its compressed copies come after): the tree is read when the
   * date changes and once more a second later. A folder being replaced (missing, half written) keeps what is held.
   */
  private reloadIfRebuilt(): void {
    if (!this.due('\0index')) return;
    const modified = this.indexDate();
    if (modified === this.indexModified && !this.settling) return;
    const files = readOrNothing(() => readTree(this.directory));
    if (!files) return;
    this.files = files;
    this.settling = modified !== this.indexModified;
    this.indexModified = modified;
  }
}
