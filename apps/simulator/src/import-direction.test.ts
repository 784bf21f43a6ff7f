import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRooms, holdsSql, importedSpecifiers, readSources, type SourceFile } from './testing/import-rooms';

const src = dirname(fileURLToPath(import.meta.url));

const probe = (path: string, text: string): SourceFile => ({ path, text });

describe('the rooms of the simulator (composition → wire → http → scenarios → fleet → live → domain → data → lib)', () => {
  it('finds a wrong-way import, however it is written', () => {
    const report = checkRooms([
      probe('data/station/station-queries.ts', "import type { Domain } from '../../domain/domain';\n"),
      probe('domain/domain.ts', "export { listStations } from '../routes/station/station.operations';\n"),
      probe('lib/money.ts', "const later = () => import('../fleet/fleet-engine');\n"),
      probe('routes/station/station.operations.ts', ''),
      probe('fleet/fleet-engine.ts', ''),
    ]);
    expect(report.wrongWay).toEqual([
      'data/station/station-queries.ts → domain/domain.ts',
      'domain/domain.ts → routes/station/station.operations.ts',
      'lib/money.ts → fleet/fleet-engine.ts',
    ]);
  });

  it('lets a room use its own files and every room below it', () => {
    const report = checkRooms([
      probe('routes/station/station.operations.ts', "import { reviewStation } from '../../domain/station/review';\n"),
      probe('domain/station/review.ts', "import {\n  patchStation,\n} from '../../data/station/station-writes';\n"),
      probe('data/station/station-writes.ts', "import { found } from '../../lib/errors';\nconst q = 'select 1';\n"),
      probe('lib/errors.ts', ''),
      probe('app.ts', "import { reviewStation } from './domain/station/review';\n"),
    ]);
    expect(report).toEqual({ wrongWay: [], cycles: [], sqlOutsideData: [], writesOutsideDomain: [] });
  });

  it('finds an import cycle, type imports included', () => {
    const report = checkRooms([
      probe('lib/a.ts', "import type { B } from './b';\n"),
      probe('lib/b.ts', "import { c } from './c';\n"),
      probe('lib/c.ts', "export * from './a';\n"),
    ]);
    expect(report.cycles).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c.ts']]);
  });

  it('finds SQL outside data/: a query builder, a statement, or SQL written as text', () => {
    expect(holdsSql("import { eq } from 'drizzle-orm';")).toBe(true);
    expect(holdsSql("import { type AppDatabase, tables } from '@pcharging/db';")).toBe(true);
    expect(holdsSql('sqlite.prepare(query).run();')).toBe(true);
    expect(holdsSql('const q = `update ports set status = ? where id = ?`;')).toBe(true);
    expect(holdsSql("const q = 'select id from stations where code = ?';")).toBe(true);
    expect(holdsSql("import type { AppDatabase } from '@pcharging/db';\nconst m = /^(\\d+)$/.exec(text);")).toBe(false);
    expect(holdsSql("const text = 'Select the stations to update from the list';")).toBe(false);
  });

  it('finds a write to the database that does not go through the domain', () => {
    const report = checkRooms([
      probe(
        'routes/station/station.operations.ts',
        "import { patchStation } from '../../data/station/station-writes';\n",
      ),
      probe('fleet/fleet-engine.ts', "import { stationTariffRow } from '../data/station/station-pricing';\n"),
      probe('data/station/station-writes.ts', ''),
      probe('data/station/station-pricing.ts', ''),
    ]);
    expect(report.writesOutsideDomain).toEqual([
      'routes/station/station.operations.ts → data/station/station-writes.ts',
    ]);
  });

  it('reads every form of import', () => {
    const text = [
      "import { a } from './a';",
      "import type {\n  B,\n} from './b';",
      "export { c } from './c';",
      "import './d';",
      "const e = await import('./e');",
    ].join('\n');
    expect(importedSpecifiers(text).sort()).toEqual(['./a', './b', './c', './d', './e']);
  });

  it('holds in the simulator: no import upwards, no cycle, SQL only in data/, writes only through the domain', () => {
    expect(checkRooms(readSources(src))).toEqual({
      wrongWay: [],
      cycles: [],
      sqlOutsideData: [],
      writesOutsideDomain: [],
    });
  });
});
