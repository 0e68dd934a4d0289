import type { BlockedIp } from '../auth/authRecords';
import { builder } from './sqlRunner';
import type { StoreConnections } from './storeConnections';

const BLOCK_COLUMNS = ['ip', 'blockedAt', 'byAdminId'] as const;

/**
 * `auth_blocked_addresses`, looked up by its key on every request (server/auth/guards.ts): a block
 * made through one process refuses the address on every process at once.
 */
export class BlockedAddressRows {
  constructor(private readonly db: StoreConnections) {}

  async find(ip: string): Promise<BlockedIp | undefined> {
    return this.db.runner().get<BlockedIp>(builder.selectFrom('auth_blocked_addresses').select(BLOCK_COLUMNS).where('ip', '=', ip));
  }

  /** Every block, oldest first (two of the same millisecond by address). */
  async all(): Promise<BlockedIp[]> {
    return this.db
      .runner()
      .all<BlockedIp>(builder.selectFrom('auth_blocked_addresses').select(BLOCK_COLUMNS).orderBy('blockedAt').orderBy('ip'));
  }

  async insert(entry: BlockedIp): Promise<void> {
    await this.db.write((run) => run.run(builder.insertInto('auth_blocked_addresses').values({ ...entry })));
  }

  async remove(ip: string): Promise<void> {
    await this.db.write((run) => run.run(builder.deleteFrom('auth_blocked_addresses').where('ip', '=', ip)));
  }
}
