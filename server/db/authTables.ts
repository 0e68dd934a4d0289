import { builder, type SqlRunner } from './sqlRunner';

/**
 * The sign-in state (server/auth/authState.ts) in its tables: how the document the auth module
 * keeps in memory maps to rows, and back. Field names are the columns' names.
 */
type Row = Record<string, unknown>;

/** The document's shape as far as the tables care (its records' own types live in server/auth). */
export interface AuthDocument {
  generation?: number;
  credentials?: Record<string, { passwordHash: string; updatedAt: string }>;
  sessions?: object[];
  challenges?: object[];
  blockedIps?: object[];
}

export const AUTH_TABLES = [
  { name: 'auth_credentials', key: 'adminId' },
  { name: 'auth_sessions', key: 'id' },
  { name: 'auth_codes', key: 'id' },
  { name: 'auth_blocked_addresses', key: 'ip' },
] as const;

type TableName = (typeof AUTH_TABLES)[number]['name'];

/** The rows of each table for a document (a code's `data` as JSON text, an absent field as NULL). */
export function authRowsOf(doc: AuthDocument): Record<TableName, Row[]> {
  return {
    auth_credentials: Object.entries(doc.credentials ?? {}).map(([adminId, c]) => ({ adminId: Number(adminId), passwordHash: c.passwordHash, updatedAt: c.updatedAt })),
    auth_sessions: (doc.sessions ?? []).map((s) => ({ ...s }) as Row),
    auth_codes: (doc.challenges ?? []).map((code) => {
      const c = code as Row;
      return { ...c, limitKey: c.limitKey ?? null, data: c.data === undefined ? null : JSON.stringify(c.data) };
    }),
    auth_blocked_addresses: (doc.blockedIps ?? []).map((b) => ({ ...b }) as Row),
  };
}

function withoutNulls(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
}

/** The document the tables hold now (each list in key order). */
export function readAuthDocument(run: SqlRunner): AuthDocument {
  const all = (table: TableName, key: string) => run.all<Row>(builder.selectFrom(table).selectAll().orderBy(key));
  const saves = run.get<{ generation: number }>(builder.selectFrom('auth_saves').select('generation').where('id', '=', 1));
  return {
    generation: saves?.generation ?? 0,
    credentials: Object.fromEntries(all('auth_credentials', 'adminId').map((r) => [String(r.adminId), { passwordHash: r.passwordHash as string, updatedAt: r.updatedAt as string }])),
    sessions: all('auth_sessions', 'id'),
    challenges: all('auth_codes', 'id').map((r) => {
      const { data, ...rest } = withoutNulls(r);
      return data === undefined ? rest : { ...rest, data: JSON.parse(data as string) as unknown };
    }),
    blockedIps: all('auth_blocked_addresses', 'ip'),
  };
}

/**
 * Makes the tables hold `doc`: each row that differs from the table's is written, each row the
 * document no longer has is deleted, so a save writes what changed (a session's "last seen", one
 * code) and not the whole state. The save counter is written every time.
 */
export function writeAuthDocument(run: SqlRunner, doc: AuthDocument): void {
  const wanted = authRowsOf(doc);
  for (const { name, key } of AUTH_TABLES) {
    const current = new Map(run.all<Row>(builder.selectFrom(name).selectAll()).map((r) => [String(r[key]), JSON.stringify(r)]));
    for (const row of wanted[name]) {
      const id = String(row[key]);
      const full = Object.fromEntries(Object.keys(JSON.parse(current.get(id) ?? '{}') as Row).map((k) => [k, null]));
      const next = { ...full, ...row };
      if (current.get(id) !== JSON.stringify(next)) {
        run.run(builder.insertInto(name).values(next).onConflict((oc) => oc.column(key).doUpdateSet(next)));
      }
      current.delete(id);
    }
    for (const id of current.keys()) run.run(builder.deleteFrom(name).where(key, '=', name === 'auth_credentials' ? Number(id) : id));
  }
  const generation = doc.generation ?? 0;
  run.run(builder.insertInto('auth_saves').values({ id: 1, generation }).onConflict((oc) => oc.column('id').doUpdateSet({ generation })));
}
