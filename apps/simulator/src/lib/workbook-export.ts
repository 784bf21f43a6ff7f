import type { Worker } from 'node:worker_threads';
import type { PageWindow } from './paging';
import type { Cell } from './spreadsheet';
import { startTypeScriptWorker } from './ts-worker';
import type { WorkbookMessage, WorkbookReply } from './workbook-worker';

/** Rows read and handed to the worker per turn of the event loop: a few milliseconds of work each. */
export const EXPORT_CHUNK_ROWS = 250;
/** Ids read from an index per turn of the event loop. */
const ID_SLICE = 2_500;
/** An idle worker is stopped after this long, so that its memory goes back to the system between exports. */
const WORKER_IDLE_MS = 5_000;

const workerFile = new URL('./workbook-worker.ts', import.meta.url);

function isWorkbookReply(value: unknown): value is WorkbookReply {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  if (value.kind === 'done') return 'bytes' in value && value.bytes instanceof Uint8Array;
  return value.kind === 'failed' && 'message' in value && typeof value.message === 'string';
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let worker: Worker | undefined;
let queue: Promise<unknown> = Promise.resolve();
let pending = 0;
let idleTimer: NodeJS.Timeout | undefined;

/** One worker serves every export in turn; it does not keep the process alive and is made again if it dies. */
function workbookWorker(): Worker {
  if (!worker) {
    const started = startTypeScriptWorker(workerFile);
    started.unref();
    started.on('exit', () => {
      if (worker === started) worker = undefined;
    });
    worker = started;
  }
  return worker;
}

/** The worker's answer to the job being sent; `cancel` stops listening when the job is abandoned. */
function replyOf(thread: Worker) {
  let stopListening: () => void = () => undefined;
  const reply = new Promise<Uint8Array>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      stopListening();
      if (!isWorkbookReply(message)) reject(new Error('the workbook worker answered something else'));
      else if (message.kind === 'done') resolve(message.bytes);
      else reject(new Error(`the workbook worker failed: ${message.message}`));
    };
    const onError = (error: Error) => {
      stopListening();
      reject(error);
    };
    const onExit = (code: number) => {
      stopListening();
      reject(new Error(`the workbook worker stopped (exit code ${code})`));
    };
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.on('exit', onExit);
    stopListening = () => {
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
    };
  });
  return { reply, cancel: () => stopListening() };
}

async function build(sheet: { sheetName: string; header: readonly string[] }, chunks: Iterable<Cell[][]>) {
  const thread = workbookWorker();
  const answer = replyOf(thread);
  const send = (message: WorkbookMessage) => thread.postMessage(message);
  try {
    send({ kind: 'start', sheetName: sheet.sheetName, header: sheet.header });
    for (const rows of chunks) {
      send({ kind: 'rows', rows });
      // Other calls run between chunks: reading and copying 100,000 rows never holds the loop for long.
      await nextTurn();
    }
  } catch (error) {
    // The worker drops the half-sent rows when the next export starts.
    answer.cancel();
    throw error;
  }
  send({ kind: 'finish' });
  return answer.reply;
}

/**
 * The bytes of an .xlsx file of one sheet, written off the request loop: the rows are read here chunk by chunk
 * (one chunk per turn of the event loop) and the workbook is built in a worker thread. Exports wait their turn.
 */
export function workbookOffLoop(
  sheet: { sheetName: string; header: readonly string[] },
  chunks: Iterable<Cell[][]>,
): Promise<Uint8Array> {
  pending += 1;
  clearTimeout(idleTimer);
  const job = queue.then(() => build(sheet, chunks));
  queue = job
    .catch(() => undefined)
    .finally(() => {
      pending -= 1;
      if (pending === 0) stopWhenIdle();
    });
  return job;
}

function stopWhenIdle() {
  idleTimer = setTimeout(() => {
    const idle = worker;
    worker = undefined;
    void idle?.terminate();
  }, WORKER_IDLE_MS);
  idleTimer.unref();
}

/**
 * Every id a list query gives, read a slice at a time (one per turn of the event loop) and at most `cap`; an id
 * seen twice (rows added while reading shift the later slices) is kept once.
 */
export async function idsInSlices(readSlice: (window: PageWindow) => number[], cap: number): Promise<number[]> {
  const ids = new Set<number>();
  for (let offset = 0; ids.size < cap; offset += ID_SLICE) {
    const slice = readSlice({ limit: ID_SLICE, offset });
    for (const id of slice) if (ids.size < cap) ids.add(id);
    if (slice.length < ID_SLICE) break;
    await nextTurn();
  }
  return [...ids];
}

/** The chunks of a list, read lazily one after the other. */
export function* inChunks<T, R>(items: readonly T[], read: (chunk: readonly T[]) => R, size = EXPORT_CHUNK_ROWS) {
  for (let start = 0; start < items.length; start += size) yield read(items.slice(start, start + size));
}
