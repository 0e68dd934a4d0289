import { sql, type Kysely } from 'kysely';

/**
 * The sign-in state is read from its tables on every request (several API processes share it,
 * issue #35), so the one-time codes the server keeps in memory join their table:
 *
 * - `auth_codes` takes the decoys (the challenges answered for an address that is no
 *   administrator's, whose code is never sent): `decoy` marks them, and `adminId` may be empty (a
 *   forgot-password decoy has no admin). SQLite cannot drop a NOT NULL, so the table is rebuilt,
 *   its rows kept. `(limitKey, purpose)` indexes the one live code of an identifier and purpose,
 *   `expiresAt` the pruning of expired codes.
 * - `auth_saves` goes: it made a decoy's save write as a real code's does; a decoy's row now
 *   costs the same writes as a real one by itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_codes_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('adminId', 'integer')
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
    .addColumn('decoy', 'boolean', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`"decoy" IN (0, 1)`),
    )
    .execute();
  const columns = [
    'id',
    'adminId',
    'purpose',
    'to',
    'limitKey',
    'codeHash',
    'createdAt',
    'sentAt',
    'expiresAt',
    'wrongTries',
    'data',
  ] as const;
  await db
    .insertInto('auth_codes_next' as never)
    .columns(columns as never)
    .expression(db.selectFrom('auth_codes' as never).select(columns as never))
    .execute();
  await db.schema.dropTable('auth_codes').execute();
  await db.schema.alterTable('auth_codes_next').renameTo('auth_codes').execute();
  await db.schema.createIndex('auth_codes_adminId').on('auth_codes').column('adminId').execute();
  await db.schema.createIndex('auth_codes_limitKey_purpose').on('auth_codes').columns(['limitKey', 'purpose']).execute();
  await db.schema.createIndex('auth_codes_expiresAt').on('auth_codes').column('expiresAt').execute();
  await db.schema.dropTable('auth_saves').ifExists().execute();
}
