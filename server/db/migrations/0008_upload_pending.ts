import type { Kysely } from 'kysely';

/**
 * `upload_pending`: the quick-ad media uploads under way (server/uploads/uploadStore.ts), one row
 * per upload: whose it is, its extension, its declared size (what the quotas reserve), the bytes
 * received so far and when its last chunk came (ms since 1970). In the database rather than in one
 * process's memory, so a chunk may reach any API process of the database (issue #35); the bytes
 * themselves stay in `<dataDir>/uploads/.partial/<id>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_pending')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('adminId', 'integer', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull())
    .addColumn('touchedAtMs', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_pending_adminId').on('upload_pending').column('adminId').execute();
  await db.schema.createIndex('upload_pending_touchedAtMs').on('upload_pending').column('touchedAtMs').execute();
}
