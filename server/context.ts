import type { ServerConfig } from './config';
import type { Store } from './store/store';
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
