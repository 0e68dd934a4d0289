import { sql, type Kysely } from 'kysely';
import { isPostgres } from './steps';

/**
 * PostgreSQL only (SQLite plans from its own index statistics): a text filter reads
 * `lower(col) = v AND col = V` (the case-folded index, then the exact value), and the planner took
 * the two as independent, so it expected a country of 2 600 users among 100 000 to match 71 rows.
 * It then sorted the country's rows rather than reading the sort's index until a page was found:
 * 10 to 24 ms against 0.5 ms (`npm run bench -- --store postgres`, filtered page, #35). A
 * statistics object per case-folded index tells it that `lower(col)` follows from `col`.
 * Every index on `lower(column)` the earlier migrations made gets one; a later migration that adds
 * such an index adds its statistics beside it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const { rows } = await sql<{ table: string; definition: string }>`
    SELECT tablename AS "table", indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND indexdef LIKE '%lower(%'`.execute(db);
  const folded = new Map<string, Set<string>>();
  for (const { table, definition } of rows)
    for (const m of definition.matchAll(/lower\("?(\w+)"?\)/g)) {
      if (!folded.has(table)) folded.set(table, new Set());
      folded.get(table)!.add(m[1]);
    }
  for (const [table, columns] of folded) {
    for (const column of columns)
      await sql`CREATE STATISTICS IF NOT EXISTS ${sql.id(`${table}_${column}_folded`)} (dependencies)
        ON (lower(${sql.id(column)})), ${sql.id(column)} FROM ${sql.table(table)}`.execute(db);
    // Filled now rather than at autovacuum's next ANALYZE (a new database's are filled when the seed is loaded).
    await sql`ANALYZE ${sql.table(table)}`.execute(db);
  }
}
