import { randomUUID } from 'node:crypto';
import { apiClient, type ApiClient } from '../../helpers/api';
import type { TestServer } from '../../helpers/server';
import { DEMO_PASSWORD, latestCode } from '../../helpers/auth';
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
  for (const email of ROLE_EMAILS) out.push(await roleClient(server, email));
  return out;
}

/** A client signed in as `email`, with the role and permissions the server says it has. */
export async function roleClient(server: TestServer, email: string): Promise<RoleClient> {
  const api = await apiClient(server, email);
  const me = await api.json<PermissionSubject>('GET', '/auth/me');
  const subject = (me.body as { admin?: PermissionSubject }).admin ?? me.body;
  return { email, api, subject, mayRead: (c) => hasPermission(subject, COLLECTION_ACCESS[c].read) };
}

/** A Custom access invited by `admin` with exactly `permissions`, its invitation accepted, signed in. */
export async function customRoleClient(
  server: TestServer,
  admin: ApiClient,
  email: string,
  permissions: readonly string[],
): Promise<RoleClient> {
  // A command on the collection carries no version: its Idempotency-Key makes a retry harmless.
  const invited = await admin.send(
    'POST',
    '/admins/actions/invite',
    { email, role: 'custom', permissions },
    { 'Idempotency-Key': randomUUID() },
  );
  if (invited.status !== 200) throw new Error(`invite of ${email} answered ${invited.status}`);
  const accepted = await fetch(`${server.api}/auth/accept-invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, code: await latestCode(server.dataDir, email, 'invite'), newPassword: DEMO_PASSWORD }),
  });
  if (accepted.status !== 204) throw new Error(`accepting the invitation of ${email} answered ${accepted.status}`);
  return roleClient(server, email);
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
