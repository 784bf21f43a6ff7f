// Runs in a worker thread: builds one workbook from the rows the request loop streams to it in chunks, so that
// writing a 100,000-row sheet never holds up other calls.
import { parentPort } from 'node:worker_threads';
import { type Cell, writeWorkbook } from './spreadsheet';

export type WorkbookMessage =
  | { kind: 'start'; sheetName: string; header: readonly string[] }
  | { kind: 'rows'; rows: Cell[][] }
  | { kind: 'finish' };

export type WorkbookReply = { kind: 'done'; bytes: Uint8Array } | { kind: 'failed'; message: string };

const port = parentPort;
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
