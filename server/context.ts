import type { ServerConfig } from './config';
import type { Store } from './store/store';
import type { ReadPool } from './reads/readPool';
import type { UploadStore } from './uploads/uploadStore';
import type { IdempotencyKeys } from './actions/idempotency';
import type { Permission, Role } from '../src/domain/permissions';

/** Who is making the request, set by the session middleware. */
export interface AdminPrincipal {
  id: number;
  email: string;
  role: Role;
  permissions: readonly Permission[];
  sessionId: string;
}

export interface ServerContext {
  config: ServerConfig;
  store: Store;
  /** The quick ads' uploaded media: opened and swept with the server (startServer). */
  uploads: UploadStore;
  /** Where searches and figures over every order are read, off the request thread. */
  reads: ReadPool;
  /** The commands' Idempotency-Keys: what a repeated command is answered (actions/idempotency.ts). */
  idempotency: IdempotencyKeys;
  log: (msg: string) => void;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      admin?: AdminPrincipal;
    }
  }
}
