// Runs in a worker thread of its own, one per import, with a memory cap: unpacks and parses an uploaded workbook
// off the request loop, so that a hostile file (millions of rows, a zip bomb) costs this thread, not every call.
import { parentPort, workerData } from 'node:worker_threads';
import {
  checkUnpackedBytes,
  type FirstSheet,
  OversizedWorkbookError,
  readFirstSheetUpTo,
  UnreadableSpreadsheetError,
} from './spreadsheet';

export interface SheetReaderJob {
  bytes: Uint8Array;
  rowLimit: number;
  maxUnpackedBytes: number;
}

export type SheetReaderReply =
  | { kind: 'read'; sheet: FirstSheet }
  | { kind: 'unreadable' }
  | { kind: 'oversized' }
  | { kind: 'failed'; message: string };

function read(job: SheetReaderJob): SheetReaderReply {
  try {
    checkUnpackedBytes(job.bytes, job.maxUnpackedBytes);
    return { kind: 'read', sheet: readFirstSheetUpTo(job.bytes, job.rowLimit) };
  } catch (error) {
    if (error instanceof UnreadableSpreadsheetError) return { kind: 'unreadable' };
    if (error instanceof OversizedWorkbookError) return { kind: 'oversized' };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

if (parentPort) parentPort.postMessage(read(workerData as SheetReaderJob));
