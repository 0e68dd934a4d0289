import { sql, type Kysely } from 'kysely';

const PENDING = '_search_pending';

/**
 * The search text changed (#39.12): it is folded without accents, and people are also found by
 * their name last-name-first and by their phone's digits (src/domain/search.ts, people.ts). The
 * application works that text out, not SQL, so this migration notes every record of every
 * searchable table (each has its `<table>_search_pending`) as pending; each store rewrites the
 * noted records' search rows when it opens: SQLite as it indexes writes not indexed yet,
 * PostgreSQL in batches (PostgresStore.open). The tables are read from the database, not from
 * today's list of collections, so this step stays right as collections come and go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = await db.introspection.getTables();
  for (const pending of tables.map((t) => t.name).filter((name) => name.endsWith(PENDING))) {
    const table = pending.slice(0, -PENDING.length);
    // `WHERE true`: without it SQLite reads ON CONFLICT as the start of a join's ON clause.
    await sql`INSERT INTO ${sql.table(pending)} (id) SELECT id FROM ${sql.table(table)} WHERE true ON CONFLICT DO NOTHING`.execute(db);
  }
}
