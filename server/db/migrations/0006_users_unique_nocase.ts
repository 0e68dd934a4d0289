import { sql, type Kysely } from 'kysely';
import { isPostgres } from './steps';

/**
 * A username or an email address names one user whatever the case of its letters ("Param62" is
 * "param62"; mail servers treat addresses alike): both are unique without regard to case, so
 * an edit or a verified change cannot hand one user another's identity (issue #39.10). The
 * index is the check: it holds against two requests racing, and the store answers its refusal as
 * a 409 naming the field (server/store/store.ts). NOCASE folds ASCII letters, the letters
 * usernames are made of.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_unique').execute();
  // PostgreSQL has no NOCASE collation: its unique index is on lower(), as its other text indexes.
  const folded = (column: string) => (isPostgres(db) ? sql`lower(${sql.ref(column)})` : sql`${sql.ref(column)} COLLATE NOCASE`);
  await db.schema.createIndex('users_username_unique').on('users').expression(folded('username')).unique().execute();
  await db.schema.createIndex('users_email_unique').on('users').expression(folded('email')).unique().execute();
}
