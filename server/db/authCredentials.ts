import { builder } from './sqlRunner';
import type { StoreConnections } from './storeConnections';

/** `auth_credentials`: an admin's password hash, one row by admin id, read where a password is checked. */
export class CredentialRows {
  constructor(private readonly db: StoreConnections) {}

  async passwordHashOf(adminId: number): Promise<string | undefined> {
    const row = await this.db
      .runner()
      .get<{ passwordHash: string }>(builder.selectFrom('auth_credentials').select('passwordHash').where('adminId', '=', adminId));
    return row?.passwordHash;
  }

  async set(adminId: number, passwordHash: string, updatedAt: string): Promise<void> {
    const row = { adminId, passwordHash, updatedAt };
    await this.db.write((run) =>
      run.run(
        builder
          .insertInto('auth_credentials')
          .values(row)
          .onConflict((oc) => oc.column('adminId').doUpdateSet({ passwordHash, updatedAt })),
      ),
    );
  }

  /** Sets the hash only where the admin has none (a password given meanwhile is kept); whether it was set. */
  async setIfNone(adminId: number, passwordHash: string, updatedAt: string): Promise<boolean> {
    const row = { adminId, passwordHash, updatedAt };
    const changed = await this.db.write((run) =>
      run.run(
        builder
          .insertInto('auth_credentials')
          .values(row)
          .onConflict((oc) => oc.column('adminId').doNothing()),
      ),
    );
    return changed > 0;
  }
}
