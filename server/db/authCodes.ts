import type { ChallengePurpose, StoredCode } from '../auth/authRecords';
import { builder } from './sqlRunner';
import type { StoreConnections } from './storeConnections';

type Row = Record<string, unknown>;

const CODE_COLUMNS = [
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
  'decoy',
] as const;

/** A row as the auth module uses it: no key is absent rather than null, `data` parsed, `decoy` a boolean. */
function codeOf(row: Row): StoredCode {
  const { limitKey, data, decoy, ...rest } = row;
  return {
    ...rest,
    ...(limitKey === null ? {} : { limitKey }),
    ...(data === null ? {} : { data: JSON.parse(data as string) as unknown }),
    decoy: decoy === 1,
  } as StoredCode;
}

function rowOf(code: StoredCode): Row {
  return {
    ...code,
    limitKey: code.limitKey ?? null,
    data: 'data' in code && code.data !== undefined ? JSON.stringify(code.data) : null,
    decoy: code.decoy ? 1 : 0,
  };
}

/**
 * `auth_codes`, read and written where a code is issued, checked or used (server/auth/otp.ts),
 * decoys and real codes alike: the same rows, the same statements, so neither the answers nor
 * the work tells them apart. A check runs in the transaction that counts its wrong try or uses
 * the code up, so a code is used once across every process of the database.
 */
export class CodeRows {
  constructor(private readonly db: StoreConnections) {}

  async byId(id: string): Promise<StoredCode | undefined> {
    const row = await this.db.runner().get<Row>(builder.selectFrom('auth_codes').select(CODE_COLUMNS).where('id', '=', id));
    return row && codeOf(row);
  }

  /** The codes of an identifier and purpose (one, unless a replacement failed), newest first. */
  async ofSlot(limitKey: string, purpose: ChallengePurpose): Promise<StoredCode[]> {
    return this.newestWhere('limitKey', limitKey, purpose);
  }

  /** The codes of an admin for one purpose, newest first. */
  async ofAdmin(adminId: number, purpose: ChallengePurpose): Promise<StoredCode[]> {
    return this.newestWhere('adminId', adminId, purpose);
  }

  private async newestWhere(column: 'limitKey' | 'adminId', value: string | number, purpose: ChallengePurpose): Promise<StoredCode[]> {
    const query = builder
      .selectFrom('auth_codes')
      .select(CODE_COLUMNS)
      .where(column, '=', value)
      .where('purpose', '=', purpose)
      .orderBy('createdAt', 'desc');
    return (await this.db.runner().all<Row>(query)).map(codeOf);
  }

  async insert(code: StoredCode): Promise<void> {
    await this.db.write((run) => run.run(builder.insertInto('auth_codes').values(rowOf(code))));
  }

  async setWrongTries(id: string, wrongTries: number): Promise<void> {
    await this.db.write((run) => run.run(builder.updateTable('auth_codes').set({ wrongTries }).where('id', '=', id)));
  }

  /** A new code for the same challenge (its wrong tries stay). */
  async replaceCode(id: string, change: { codeHash: string; sentAt: string; expiresAt: string }): Promise<void> {
    await this.db.write((run) => run.run(builder.updateTable('auth_codes').set(change).where('id', '=', id)));
  }

  async remove(id: string): Promise<void> {
    await this.db.write((run) => run.run(builder.deleteFrom('auth_codes').where('id', '=', id)));
  }

  /**
   * Deletes the codes of an identifier and purpose (and, for codes issued before they had a key,
   * the admin's of that purpose): asking again replaces the code.
   */
  async removeSlot(limitKey: string, purpose: ChallengePurpose, adminId: number | undefined): Promise<void> {
    await this.db.write((run) =>
      run.run(
        builder
          .deleteFrom('auth_codes')
          .where('purpose', '=', purpose)
          .where((eb) =>
            adminId === undefined
              ? eb('limitKey', '=', limitKey)
              : eb.or([eb('limitKey', '=', limitKey), eb.and([eb('limitKey', 'is', null), eb('adminId', '=', adminId)])]),
          ),
      ),
    );
  }

  /** Deletes an admin's codes, of the given purposes or all. */
  async removeOfAdmin(adminId: number, purposes?: readonly ChallengePurpose[]): Promise<void> {
    if (purposes?.length === 0) return;
    await this.db.write((run) => {
      let query = builder.deleteFrom('auth_codes').where('adminId', '=', adminId);
      if (purposes) query = query.where('purpose', 'in', purposes);
      return run.run(query);
    });
  }

  /** Deletes the codes whose end (`expiresAt`) is `now` or before. */
  async removeExpired(now: string): Promise<void> {
    await this.db.write((run) => run.run(builder.deleteFrom('auth_codes').where('expiresAt', '<=', now)));
  }
}
