import type { CollectionName } from '../../src/domain/collections';
import { hasPermission, type Permission, type PermissionSubject } from '../../src/domain/permissions';
import type { ApiHttp, Dialect } from './http';
import type { Report } from './report';

/** A signed-in account the suite acts as. */
export interface Account {
  label: string;
  email: string;
  http: ApiHttp;
  subject: PermissionSubject;
}

export function may(account: Account, permission: Permission | null): boolean {
  return permission !== null && hasPermission(account.subject, permission);
}

export interface CheckContext {
  dialect: Dialect;
  /** The account given with --email: reads, round trips, commands. */
  main: Account;
  /** Other roles (--role): the permission matrix. */
  roles: Account[];
  report: Report;
  /** One record per readable collection, read once by the lists check. */
  samples: Map<CollectionName, Record<string, unknown>[]>;
}
