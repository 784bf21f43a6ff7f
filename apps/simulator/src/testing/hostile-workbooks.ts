import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Every part of a one-sheet workbook but the sheet. */
const frame: Record<string, Uint8Array> = {
  '[Content_Types].xml': strToU8(
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ),
  '_rels/.rels': strToU8(
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  'xl/workbook.xml': strToU8(
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="Cards" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  'xl/_rels/workbook.xml.rels': strToU8(
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ),
};

const SHEET_START = `${XML}<worksheet xmlns="${MAIN}"><sheetData><row><c t="inlineStr"><is><t>Card number</t></is></c></row>`;
const SHEET_END = '</sheetData></worksheet>';

/** An .xlsx whose sheet repeats one card row `rows` times: millions of rows in a few hundred kilobytes. */
export function manyRowsWorkbook(rows: number): Uint8Array {
  const row = '<row><c t="inlineStr"><is><t>RF00000001</t></is></c></row>';
  return zipSync(
    { ...frame, 'xl/worksheets/sheet1.xml': strToU8(SHEET_START + row.repeat(rows) + SHEET_END) },
    {
      level: 9,
    },
  );
}

/**
 * An .xlsx whose sheet unpacks to `megabytes` of blank space: a zip bomb. With `lying`, its central directory says
 * the sheet unpacks to a few bytes, as a hostile file would, so only unpacking it tells.
 */
export function zipBombWorkbook(megabytes: number, lying: boolean): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, data] of Object.entries(frame)) {
    const file = new ZipDeflate(name, { level: 9 });
    zip.add(file);
    file.push(data, true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 });
  zip.add(sheet);
  sheet.push(strToU8(SHEET_START));
  const blank = new Uint8Array(1024 * 1024).fill(0x20);
  for (let i = 0; i < megabytes; i += 1) sheet.push(blank);
  sheet.push(strToU8(SHEET_END), true);
  zip.end();
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  if (lying) declareSmall(bytes);
  return bytes;
}

/** Rewrites every central directory entry's uncompressed size (offset 24) to 1 KB. */
function declareSmall(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 46 <= bytes.length; at += 1) {
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 1024, true);
  }
}
