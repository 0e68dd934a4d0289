import { sql } from 'kysely';
import type { SqlRunner } from './sqlRunner';
import type { TableShape } from './tableShape';

/**
 * Merges each search index into one segment: after a bulk load (a new database, a carry-over),
 * whose rows were indexed with automatic merging off (migrations/steps.ts), a search would
 * otherwise read every small segment the load wrote.
 */
export function optimizeSearchIndexes(run: SqlRunner, shapes: Iterable<TableShape>): void {
  for (const shape of shapes) {
    const search = sql.table(shape.search);
    run.run(sql`INSERT INTO ${search} (${search}) VALUES ('optimize')`);
  }
}
