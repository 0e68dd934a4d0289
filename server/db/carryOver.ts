import type Database from 'better-sqlite3';
import { sql } from 'kysely';
import { RecordWriter, type PersonText } from './recordWriter';
import type { Rec } from './rowCodec';
import { refuseBrokenReferences } from '../store/createDatabase';
import { optimizeSearchIndexes } from './searchTables';
import { builder, SqlRunner } from './sqlRunner';
import type { TableShape } from './tableShape';

/**
 * The layout before the migrations (2026, "format 1"): per collection `c_<table>` (key columns
 * k1/t1…), `d_<table>` (each record as a JSON document), `q_`/`p_` (search) and `l_` (list
 * items), and a `meta` table marking the format. The auth state table is the same in both.
 */
export function hasEarlierLayout(db: Database.Database): boolean {
  const meta = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'`).get();
  if (!meta) return false;
  const format = db.prepare(`SELECT value FROM meta WHERE key = 'format'`).get() as { value: string } | undefined;
  return format?.value === '1';
}

/**
 * Moves every record of the earlier layout into the migrated tables and drops the old tables,
 * in one transaction: a crash leaves the old tables in place, and the next start moves them again
 * (into emptied tables). Ids keep counting from where the old tables stopped.
 */
export function carryOver(db: Database.Database, shapes: ReadonlyMap<string, TableShape>, personText: PersonText): number {
  const run = new SqlRunner(db);
  const exists = (name: string) => db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(name) !== undefined;
  let moved = 0;
  // Collections move in any order (a strike before its user): the keys are checked at the end.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const shape of shapes.values()) {
        const docs = `d_${shape.table}`;
        if (!exists(docs)) continue;
        for (const items of shape.lists.values()) run.run(builder.deleteFrom(items));
        run.run(builder.deleteFrom(shape.table));
        run.run(builder.deleteFrom(shape.search));
        run.run(builder.deleteFrom(shape.pending));
        const writer = new RecordWriter(run, shape, personText);
        for (const row of db.prepare(`SELECT doc FROM "${docs}" ORDER BY id`).all() as { doc: string }[]) {
          writer.insert(JSON.parse(row.doc) as Rec);
          moved += 1;
        }
        const seq =
          run.get<{ seq: number }>(builder.selectFrom('sqlite_sequence').select('seq').where('name', '=', `c_${shape.table}`))?.seq ?? 0;
        run.run(
          sql`INSERT INTO sqlite_sequence(name, seq) SELECT ${shape.table}, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${shape.table})`,
        );
        run.run(sql`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = ${shape.table}`);
        for (const prefix of ['c_', 'd_', 'q_', 'p_', 'l_']) run.run(sql`DROP TABLE IF EXISTS ${sql.table(`${prefix}${shape.table}`)}`);
      }
      run.run(sql`DROP TABLE meta`);
      refuseBrokenReferences(db);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  // The moved rows were indexed with merging off, and the planner has no statistics of the new tables yet.
  optimizeSearchIndexes(run, shapes.values());
  db.pragma('analysis_limit = 1000');
  db.exec('ANALYZE');
  return moved;
}
