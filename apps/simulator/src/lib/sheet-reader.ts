import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { FairQueue } from './fair-queue';
import type { SheetReaderJob, SheetReaderReply } from './sheet-reader-worker';
import {
  declaredUnpackedBytes,
  type FirstSheet,
  OversizedWorkbookError,
  UnreadableSpreadsheetError,
} from './spreadsheet';
import { startTypeScriptWorker } from './ts-worker';

/** What an uploaded workbook may unpack to: a thousand-row sheet is a few hundred kilobytes. */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;
/** How long reading one may take, and the heap its worker may use, before it is stopped and refused. */
export const READ_TIMEOUT_MS = 10_000;
const WORKER_HEAP_MB = 192;

// Built from the folder rather than `new URL('./…', import.meta.url)`, which Vite rewrites into a served address
// where the simulator runs under the web app's tests.
const workerFile = pathToFileURL(join(import.meta.dirname, 'sheet-reader-worker.ts'));

function isReply(value: unknown): value is SheetReaderReply {
  return typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string';
}

function readInWorker(job: SheetReaderJob): Promise<FirstSheet> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = startTypeScriptWorker(workerFile, job, {
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      });
    } catch (error) {
      reject(error);
      return;
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new OversizedWorkbookError())), READ_TIMEOUT_MS);
    worker.on('message', (message: unknown) => {
      if (!isReply(message)) return settle(() => reject(new Error('the sheet reader answered something else')));
      if (message.kind === 'read') return settle(() => resolve(message.sheet));
      if (message.kind === 'unreadable') return settle(() => reject(new UnreadableSpreadsheetError()));
      if (message.kind === 'oversized') return settle(() => reject(new OversizedWorkbookError()));
      return settle(() => reject(new Error(`the sheet reader failed: ${message.message}`)));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is what a zip bomb that lied about its sizes comes to.
    worker.on('error', () => settle(() => reject(new OversizedWorkbookError())));
    worker.on('exit', () => settle(() => reject(new OversizedWorkbookError())));
  });
}

const reads = new FairQueue();

/**
 * The first sheet of an uploaded workbook, up to `rowLimit` rows, read off the request loop: its declared sizes are
 * checked first (a file that says it unpacks to more than MAX_UNPACKED_BYTES is refused at once), then one worker
 * thread, with a heap cap and a time limit, checks its real sizes and parses it. Reads wait their turn, so two
 * hostile files never cost twice the memory; each uploader (`owner`) waits in a line of their own, taken in turn,
 * so one user's flood of imports delays another's by one import at most.
 */
export function readFirstSheetOffLoop(bytes: Uint8Array, rowLimit: number, owner: string): Promise<FirstSheet> {
  if (declaredUnpackedBytes(bytes) > MAX_UNPACKED_BYTES) return Promise.reject(new OversizedWorkbookError());
  return reads.run(owner, () => readInWorker({ bytes, rowLimit, maxUnpackedBytes: MAX_UNPACKED_BYTES }));
}
