import { sql, type Kysely } from 'kysely';
import { AUTH_TABLES, authRowsOf, type AuthDocument } from '../authTables';

/**
 * Sign-in state as tables instead of one JSON document (`auth_state`): password hashes, sessions,
 * one-time codes, blocked addresses, failed attempts, each with its own keys and indexes, readable by an operator
 * (`select adminId, lastSeenAt from auth_sessions`). The document of an existing database is moved
 * into them, then dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createAuthTables(db);
  // Asked first rather than caught: on PostgreSQL a failed statement ends the migration's transaction.
  const hadState = (await db.introspection.getTables()).some((t) => t.name === 'auth_state');
  const old = hadState ? await sql<{ doc: string }>`SELECT doc FROM auth_state WHERE id = 1`.execute(db) : null;
  const doc = old?.rows[0]?.doc;
  if (doc) {
    const rows = authRowsOf(JSON.parse(doc) as AuthDocument);
    for (const table of AUTH_TABLES) {
      for (const row of rows[table.name])
        await db
          .insertInto(table.name as never)
          .values(row as never)
          .execute();
    }
  }
  await db.schema.dropTable('auth_state').ifExists().execute();
}

/** The tables (also what a test's own schema creates, server/store/fixtures/toySchema.ts). */
export async function createAuthTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_credentials')
    .addColumn('adminId', 'integer', (c) => c.primaryKey())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'timestamp', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('adminId', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('lastSeenAt', 'timestamp', (c) => c.notNull())
    .addColumn('expiresAt', 'timestamp', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('userAgent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_sessions_adminId').on('auth_sessions').column('adminId').execute();
  await db.schema
    .createTable('auth_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('adminId', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`"purpose" IN ('sign_in', 'password_reset', 'change_password', 'change_email', 'invite')`),
    )
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('limitKey', 'text')
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('sentAt', 'timestamp', (c) => c.notNull())
    .addColumn('expiresAt', 'timestamp', (c) => c.notNull())
    .addColumn('wrongTries', 'integer', (c) => c.notNull())
    .addColumn('data', 'json', (c) => c.check(sql`json_valid("data")`))
    .execute();
  await db.schema.createIndex('auth_codes_adminId').on('auth_codes').column('adminId').execute();
  await db.schema
    .createTable('auth_blocked_addresses')
    .addColumn('ip', 'text', (c) => c.primaryKey())
    .addColumn('blockedAt', 'timestamp', (c) => c.notNull())
    .addColumn('byAdminId', 'integer')
    .execute();
  // Failed sign-ins and code checks, per limit (`sign_in:account`, ...), key and time (ms since
  // 1970): what the sign-in limits count (server/auth/rateLimit.ts).
  await db.schema
    .createTable('auth_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('atMs', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_failures_log_key').on('auth_failures').columns(['log', 'key', 'atMs']).execute();
  await db.schema.createIndex('auth_failures_log_at').on('auth_failures').columns(['log', 'atMs']).execute();
  // Bumped by every save of the sign-in state: a save that changes nothing (a decoy code's) still
  // writes, so its time tells nothing. (Dropped by 0004, where decoys became rows of auth_codes.)
  await db.schema
    .createTable('auth_saves')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`"id" = 1`))
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute();
}
