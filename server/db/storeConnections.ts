import type { SqlConnection } from './sqlRunner';

/**
 * How a table's queries reach the database (the store gives them: server/store/store.ts): what
 * the auth tables and the sign-in limits read and write per request.
 */
export interface StoreConnections {
  /** The connection for the current context: the running transaction's (sees its writes), or the committed state's. */
  runner(): SqlConnection;
  /** `fn` inside the caller's transaction when there is one, else in a transaction of its own. */
  write<T>(fn: (run: SqlConnection) => Promise<T>): Promise<T>;
}
