import { sql, type Kysely } from 'kysely';
import { isPostgres } from './steps';

/** A list index on a case-folded column, as indexColumns (steps.ts) makes it on PostgreSQL. */
const LIST_INDEX = /^CREATE INDEX (\S+) ON \S+ USING btree \(lower\("?(\w+)"?\) NULLS FIRST, id\)$/;

/** The columns an index or statistics definition (pg_indexes, pg_get_statisticsobjdef_columns) folds with lower(). */
export function foldedColumnsOf(definition: string): string[] {
  return [...definition.matchAll(/lower\("?(\w+)"?\)/g)].map((m) => m[1]);
}

/**
 * PostgreSQL only (SQLite plans and counts from its own indexes); found by `npm run bench --
 * --store postgres` at 100k users (#35). A text filter reads `lower(col) = v AND col = V` (the
 * case-folded index, then the exact value):
 * - the planner took the two as independent, so it expected a country of 2 600 users among
 *   100 000 to match 71 rows and sorted them all rather than reading the sort's index until a page
 *   was found (10 to 24 ms against 0.5 ms). A statistics object per case-folded column tells it
 *   that `lower(col)` follows from `col`;
 * - a list's total read every matching row from the table for the exact value (17 to 48 ms for
 *   12 000 users). Each list index on a case-folded column now holds the column too, so the count
 *   reads the index alone (2 ms) wherever the table's visibility map is set (VACUUM: after the
 *   seed is loaded, then autovacuum).
 * A later migration that adds such an index adds both beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ table: string; definition: string }>`
    SELECT tablename AS "table", indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND indexdef LIKE '%lower(%'`.execute(db);
  const folded = new Map<string, Set<string>>();
  for (const { table, definition } of rows) {
    const columns = folded.get(table) ?? new Set<string>();
    folded.set(table, columns);
    for (const column of foldedColumnsOf(definition)) columns.add(column);
    const list = LIST_INDEX.exec(definition.replace(/ ON \w+\./, ' ON '));
    if (!list) continue;
    const [, index, column] = list;
    await sql`DROP INDEX ${sql.raw(index)}`.execute(db);
    await sql`CREATE INDEX ${sql.raw(index)} ON ${sql.table(table)} (lower(${sql.id(column)}) ASC NULLS FIRST, id) INCLUDE (${sql.id(column)})`.execute(
      db,
    );
  }
  for (const [table, columns] of folded) {
    for (const column of columns)
      await sql`CREATE STATISTICS IF NOT EXISTS ${sql.id(`${table}_${column}_folded`)} (dependencies)
        ON (lower(${sql.id(column)})), ${sql.id(column)} FROM ${sql.table(table)}`.execute(db);
    // Filled now rather than at autovacuum's next ANALYZE (a new database's are filled when the seed is loaded).
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  }
}
