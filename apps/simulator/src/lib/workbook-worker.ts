// Runs in a worker thread: builds one workbook from the rows the request loop streams to it in chunks, so that
// writing a 100,000-row sheet never holds up other calls.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type Cell, writeWorkbook } from './spreadsheet';

export type WorkbookMessage =
  | { kind: 'start'; sheetName: string; header: readonly string[] }
  | { kind: 'rows'; rows: Cell[][] }
  | { kind: 'finish' };

export type WorkbookReply = { kind: 'done'; bytes: Uint8Array } | { kind: 'failed'; message: string };

/**
 * On Linux a thread has its own niceness: this one yields the CPU to the request loop's thread, so that on a
 * small machine a big workbook takes longer rather than slowing every other call. Elsewhere it runs as it is.
 */
function lowerThisThreadsPriority() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // No /proc (not Linux) or not allowed: normal priority.
  }
}

const port = parentPort;
if (port) lowerThisThreadsPriority();
if (port) {
  let sheetName = '';
  let header: readonly string[] = [];
  let rows: Cell[][] = [];
  port.on('message', (message: WorkbookMessage) => {
    if (message.kind === 'start') {
      ({ sheetName, header } = message);
      rows = [];
    } else if (message.kind === 'rows') {
      for (const row of message.rows) rows.push(row);
    } else {
      try {
        const bytes = new Uint8Array(writeWorkbook(sheetName, header, rows));
        rows = [];
        const reply: WorkbookReply = { kind: 'done', bytes };
        port.postMessage(reply, [bytes.buffer]);
      } catch (error) {
        const reply: WorkbookReply = {
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        };
        port.postMessage(reply);
      }
    }
  });
}
