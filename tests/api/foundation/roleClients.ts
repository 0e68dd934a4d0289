import { apiClient, type ApiClient } from '../../helpers/api';
import type { TestServer } from '../../helpers/server';
import { COLLECTION_ACCESS, hasPermission, type PermissionSubject } from '../../../src/domain/permissions';
import { COLLECTIONS, type CollectionName } from '../../../src/domain/collections';

/** The four demo accounts of the seed, one per role. */
export const ROLE_EMAILS = ['admin@example.com', 'employee@example.com', 'support@example.com', 'custom@example.com'] as const;

export interface RoleClient {
  email: string;
  api: ApiClient;
  subject: PermissionSubject;
  mayRead(collection: CollectionName): boolean;
}

export async function roleClients(server: TestServer): Promise<RoleClient[]> {
  const out: RoleClient[] = [];
  for (const email of ROLE_EMAILS) {
    const api = await apiClient(server, email);
    const me = await api.json<PermissionSubject>('GET', '/auth/me');
    const subject = (me.body as { admin?: PermissionSubject }).admin ?? me.body;
    out.push({ email, api, subject, mayRead: (c) => hasPermission(subject, COLLECTION_ACCESS[c].read) });
  }
  return out;
}

/** One record id per collection (read as Admin), for the routes about one record. */
export async function firstIds(admin: ApiClient): Promise<Map<CollectionName, number>> {
  const ids = new Map<CollectionName, number>();
  for (const c of COLLECTIONS) {
    const res = await admin.json<{ id: number }[]>('GET', `/${c}?_start=0&_end=1`);
    if (res.body[0]) ids.set(c, res.body[0].id);
  }
  return ids;
}

/** Runs `jobs` with at most `width` in flight. */
export async function bounded<T>(jobs: (() => Promise<T>)[], width = 8): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return results;
}
