// Writes public/rfid-import-template.xlsx, the sheet the RFID import dialog offers to download.
// The server reads XLSX only, and the web app has no spreadsheet writer, so the file is generated once and committed.
// Run: node apps/web/scripts/make-rfid-template.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// The simulator already depends on the spreadsheet library; borrowing it keeps the web app free of it.
const require = createRequire(new URL('../../simulator/package.json', import.meta.url));
const XLSX = require('@e965/xlsx');

const header = ['Card number', 'Account'];
const sheet = XLSX.utils.aoa_to_sheet([header]);
sheet['!cols'] = [{ wch: 24 }, { wch: 24 }];
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, sheet, 'Cards');
const target = fileURLToPath(new URL('../public/rfid-import-template.xlsx', import.meta.url));
writeFileSync(target, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
console.log(`wrote ${target}`);
