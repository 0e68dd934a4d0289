import { sql, type Kysely } from 'kysely';
import { isPostgres } from './steps';

/**
 * `commission_rates.rateSince`: when the record's current rate took effect, the one "Since" the
 * commission list shows and sorts by (#39.5). `since` is the first grant, so a rate changed later
 * read as older than it is, and sorting by the column sorted by a date it did not show.
 *
 * A generated column, worked out by SQLite from `history` on every write (the commands, an import,
 * a database created from the seed), so it can never disagree with the history: the `at` of the
 * latest grant or change. The history is oldest first and only a removal ends it (a removed rate
 * is granted again before it changes), so that is the last entry, or the one before a final
 * removal; `since` for a record without history. rateTookEffect (src/domain/rateInForce.ts) is
 * the same rule for a record in hand; tests/api/money/commissionRates.test.ts holds them equal.
 * Indexed, so the list sorts by it as by any column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await sql`
    ALTER TABLE "commission_rates" ADD COLUMN "rateSince" timestamp NOT NULL GENERATED ALWAYS AS (
      coalesce(
        CASE
          WHEN json_extract("history", '$[#-1].change') = 'removed' THEN json_extract("history", '$[#-2].at')
          ELSE json_extract("history", '$[#-1].at')
        END,
        "since"
      )
    ) VIRTUAL
  `.execute(db);
  await db.schema.createIndex('commission_rates_rateSince').on('commission_rates').column('rateSince').execute();
}

/**
 * The same column on PostgreSQL: STORED (it has no virtual generated columns), read from the JSON
 * with `->` (a negative index counts from the end). A generated column takes only immutable
 * functions, and casting text to timestamptz is not one (it reads the session's time zone for
 * text without an offset): `iso_timestamptz` casts the ISO-8601 text the records hold, which
 * always ends in Z, so its answer does not depend on the session.
 */
async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION iso_timestamptz(text) RETURNS timestamptz LANGUAGE sql IMMUTABLE STRICT AS $$ SELECT $1::timestamptz $$`.execute(
    db,
  );
  await sql`
    ALTER TABLE "commission_rates" ADD COLUMN "rateSince" timestamptz NOT NULL GENERATED ALWAYS AS (
      coalesce(
        iso_timestamptz(
          CASE
            WHEN ("history" -> -1 ->> 'change') = 'removed' THEN "history" -> -2 ->> 'at'
            ELSE "history" -> -1 ->> 'at'
          END
        ),
        "since"
      )
    ) STORED
  `.execute(db);
  await sql`CREATE INDEX "commission_rates_rateSince" ON "commission_rates" ("rateSince")`.execute(db);
}
