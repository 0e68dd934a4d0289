import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Building blocks of the migrations. A migration is history: once released, what a step
 * creates must not change (a new step, or a new migration, instead).
 */

/** Whether the migration runs on PostgreSQL (else SQLite): where the two differ, a step says so. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * `<table>_<field>`: one row per scalar element of a list field (a user's languages), what a
 * filter on the list reads through its (value, recordId) index. The list itself stays in its
 * JSON column; the store writes both in the same transaction.
 */
export async function addListTable(db: Kysely<unknown>, table: string, field: string): Promise<void> {
  const items = `${table}_${field}`;
  await db.schema
    .createTable(items)
    .addColumn('recordId', 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${items}_value`).on(items).columns(['value', 'recordId']).execute();
  await db.schema.createIndex(`${items}_recordId`).on(items).column('recordId').execute();
}

/**
 * `<table>_search`: an FTS5 trigram index of each record's text (`body`) and, for people, their
 * names and contacts (`person`), by record id (rowid). Trigrams answer substring searches (what
 * `q` means) from the index; without positions (detail=none) it is a third of the size.
 * `<table>_search_pending`: ids written since their text was last indexed (the store indexes
 * them in batches between requests, and always before a search).
 * FTS5 merges segments inside the commits that write them (at 100 000 users, one commit in a
 * thousand then took a second); automerge is off and the server merges a little at a time,
 * the crisis threshold kept as a far-off safety net.
 */
export async function addSearchTables(db: Kysely<unknown>, table: string): Promise<void> {
  if (isPostgres(db)) return addPostgresSearchTables(db, table);
  const search = sql.table(`${table}_search`);
  await sql`CREATE VIRTUAL TABLE ${search} USING fts5(body, person, tokenize = 'trigram', detail = none)`.execute(db);
  await sql`INSERT INTO ${search} (${search}, rank) VALUES ('automerge', 0)`.execute(db);
  await sql`INSERT INTO ${search} (${search}, rank) VALUES ('crisismerge', 200)`.execute(db);
  await addSearchPendingTable(db, table);
}

/**
 * On PostgreSQL, `<table>_search` is a plain table (id, body, person) whose text columns have
 * GIN trigram indexes (pg_trgm, case-folded like FTS5's trigrams): `ILIKE '%q%'` reads them.
 */
async function addPostgresSearchTables(db: Kysely<unknown>, table: string): Promise<void> {
  const search = `${table}_search`;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await db.schema
    .createTable(search)
    .addColumn('id', 'integer', (c) => c.primaryKey().references(`${table}.id`).onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('person', 'text')
    .execute();
  for (const column of ['body', 'person'])
    await sql`CREATE INDEX ${sql.id(`${search}_${column}_trgm`)} ON ${sql.table(search)} USING gin (${sql.id(column)} gin_trgm_ops)`.execute(
      db,
    );
  await addSearchPendingTable(db, table);
}

async function addSearchPendingTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(`${table}_search_pending`)
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .execute();
}

/**
 * An index per filterable column, named `<table>_<column>`: text (free text and enums) case-folded (`COLLATE
 * NOCASE` in SQLite, `lower()` in PostgreSQL: what its sort and equality read), anything else (numbers, timestamps, dates,
 * booleans) as it is. `columns` holds `name:kind`.
 */
export async function indexColumns(db: Kysely<unknown>, table: string, columns: readonly string[]): Promise<void> {
  for (const spec of columns) {
    const [column, kind] = spec.split(':');
    const name = `${table}_${column}`;
    // Written out: a collation on a plain column keeps it a column index (the schema builder
    // would wrap it in parentheses, an expression index the planner matches less often).
    // PostgreSQL has no NOCASE collation that also serves LIKE: the index is on lower(column). Its
    // keys are in a list's order, NULL first then id (SQLite's index holds the rowid after the
    // column and orders NULL lowest): a sorted page reads it forward, a descending one backward,
    // and neither sorts. On PostgreSQL a case-folded index of a later migration also holds its
    // column (INCLUDE) and has its statistics object, as 0009 gave the earlier ones (a test of
    // server/db/postgres/migrations.test.ts checks both).
    if (isPostgres(db)) {
      const key = kind === 'text' || kind === 'enum' ? sql`lower(${sql.id(column)})` : sql.id(column);
      await sql`CREATE INDEX ${sql.id(name)} ON ${sql.table(table)} (${key} ASC NULLS FIRST, id)`.execute(db);
    } else if (kind === 'text' || kind === 'enum')
      await sql`CREATE INDEX ${sql.id(name)} ON ${sql.table(table)} (${sql.id(column)} COLLATE NOCASE)`.execute(db);
    else await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

/** A unique index per column (`<table>_<column>_unique`): a value two records must never share. */
export async function uniqueColumns(db: Kysely<unknown>, table: string, columns: readonly string[]): Promise<void> {
  for (const column of columns) await db.schema.createIndex(`${table}_${column}_unique`).on(table).column(column).unique().execute();
}
