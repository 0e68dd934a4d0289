import { sql, type Kysely } from 'kysely';

/**
 * `command_keys`: the commands' Idempotency-Keys (server/actions/idempotency.ts), per
 * administrator and key: the first request's fingerprint (its route and body, hashed) and its
 * answer (status and JSON body, a 4xx refusal too), written in the command's own transaction.
 * In the database rather than in one process's memory, so that a repeat sent to another API
 * process finds the first answer there too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCommandKeysTable(db);
}

/** The table (also what a test's own schema creates, server/store/fixtures/toySchema.ts). */
export async function createCommandKeysTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('command_keys')
    .addColumn('adminId', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('answer', 'json', (c) => c.notNull().check(sql`json_valid("answer")`))
    // Characters of the key and the answer: what the cap on the answers kept counts, without
    // reading the answers.
    .addColumn('chars', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'timestamp', (c) => c.notNull())
    .addColumn('expiresAt', 'timestamp', (c) => c.notNull())
    .addPrimaryKeyConstraint('command_keys_pkey', ['adminId', 'key'])
    .execute();
  // Expired keys are found, and past the caps the oldest forgotten, in expiry order; with `chars`
  // beside it, the caps' count and sum read this index alone (0.7 ms at 20 000 keys, against
  // 15 ms through the table's rows).
  await db.schema.createIndex('command_keys_expiresAt').on('command_keys').columns(['expiresAt', 'chars']).execute();
}
