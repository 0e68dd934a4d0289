import { builder } from './sqlRunner';
import type { StoreConnections } from './storeConnections';

/** An unfinished quick-ad media upload, as its row holds it (migration 0008). */
export interface PendingUpload {
  id: string;
  adminId: number;
  ext: string;
  /** The declared size: reserved against the quotas from the start, and never exceeded on disk. */
  size: number;
  received: number;
  touchedAtMs: number;
}

const COLUMNS = ['id', 'adminId', 'ext', 'size', 'received', 'touchedAtMs'] as const;

/**
 * `upload_pending` (server/uploads/uploadStore.ts): every API process of the database sees the
 * same unfinished uploads, so the chunks of one upload may reach different processes. A check and
 * the write it allows run in one transaction (`atomically`): one at a time on SQLite, serializable
 * on PostgreSQL (a lost race runs again and sees the other's write).
 */
export class PendingUploadRows {
  constructor(private readonly db: StoreConnections) {}

  async get(id: string): Promise<PendingUpload | undefined> {
    return this.db.runner().get<PendingUpload>(builder.selectFrom('upload_pending').select(COLUMNS).where('id', '=', id));
  }

  async all(): Promise<PendingUpload[]> {
    return this.db.runner().all<PendingUpload>(builder.selectFrom('upload_pending').select(COLUMNS).orderBy('id'));
  }

  async insert(row: PendingUpload): Promise<void> {
    await this.db.write((run) => run.run(builder.insertInto('upload_pending').values({ ...row })));
  }

  /** Moves `received` on from `from` (0 rows changed: another request moved it first). */
  async advance(id: string, from: number, to: number, at: number): Promise<number> {
    return this.db.write((run) =>
      run.run(
        builder.updateTable('upload_pending').set({ received: to, touchedAtMs: at }).where('id', '=', id).where('received', '=', from),
      ),
    );
  }

  async remove(id: string): Promise<number> {
    return this.db.write((run) => run.run(builder.deleteFrom('upload_pending').where('id', '=', id)));
  }

  /** Deletes the uploads whose last chunk came at or before `idleSince`; their ids. */
  async removeIdle(idleSince: number): Promise<string[]> {
    return this.db.write(async (run) => {
      const rows = await run.all<{ id: string }>(
        builder.deleteFrom('upload_pending').where('touchedAtMs', '<=', idleSince).returning('id'),
      );
      return rows.map((r) => r.id);
    });
  }

  /** One commit for the reads and writes of `fn`, or part of the transaction already running. */
  atomically<T>(fn: () => Promise<T>): Promise<T> {
    return this.db.write(() => fn());
  }
}
