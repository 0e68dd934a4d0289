import { builder, type SqlRunner } from './sqlRunner';

/**
 * The sign-in state of an older install, one JSON document (`auth.json`, then the `auth_state`
 * table), as rows of the auth tables: what migration 0002 and the import of a pre-SQLite install
 * write. Field names are the columns' names. What the server reads and writes per request is in
 * authSessions.ts, authCodes.ts, authCredentials.ts, authBlockedAddresses.ts and authFailures.ts.
 */
type Row = Record<string, unknown>;

/** The document's shape as far as the tables care (its records' own types live in server/auth/authRecords.ts). */
export interface AuthDocument {
  /** A save counter the document kept; nothing reads it any more. */
  generation?: number;
  credentials?: Record<string, { passwordHash: string; updatedAt: string }>;
  sessions?: object[];
  challenges?: object[];
  blockedIps?: object[];
}

/** The tables of the sign-in state that hold secrets, and the key of each. */
export const AUTH_TABLES = [
  { name: 'auth_credentials', key: 'adminId' },
  { name: 'auth_sessions', key: 'id' },
  { name: 'auth_codes', key: 'id' },
  { name: 'auth_blocked_addresses', key: 'ip' },
] as const;

type TableName = (typeof AUTH_TABLES)[number]['name'];

/**
 * The rows of each table for a document (a code's `data` as JSON text, an absent field as NULL).
 * Migration 0002 writes these into the tables as it created them: what this returns stays what
 * those tables take.
 */
export function authRowsOf(doc: AuthDocument): Record<TableName, Row[]> {
  return {
    auth_credentials: Object.entries(doc.credentials ?? {}).map(([adminId, c]) => ({
      adminId: Number(adminId),
      passwordHash: c.passwordHash,
      updatedAt: c.updatedAt,
    })),
    auth_sessions: (doc.sessions ?? []).map((s) => ({ ...s }) as Row),
    auth_codes: (doc.challenges ?? []).map((code) => {
      const c = code as Row;
      return { ...c, limitKey: c.limitKey ?? null, data: c.data === undefined ? null : JSON.stringify(c.data) };
    }),
    auth_blocked_addresses: (doc.blockedIps ?? []).map((b) => ({ ...b }) as Row),
  };
}

/** Writes a document's rows into empty auth tables (a new database made from an older install). */
export function writeAuthDocument(run: SqlRunner, doc: AuthDocument): void {
  const rows = authRowsOf(doc);
  for (const { name } of AUTH_TABLES) for (const row of rows[name]) run.run(builder.insertInto(name).values(row));
}
