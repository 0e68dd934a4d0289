import type { ApiClient } from '../../helpers/api';

export interface User {
  id: number;
  version: number;
  firstName: string;
  phone: string;
  verificationStatus: string;
  accountStatus: string;
  activeStrikes: number;
  [field: string]: unknown;
}

export interface Rec {
  id: number;
  version: number;
  status: string;
  [field: string]: unknown;
}

export interface AuditEntry {
  id: number;
  action: string;
  resource: string;
  recordId: number;
  adminId: number;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/**
 * Hands out distinct users matching a query, so the tests of one file never act on the same
 * user (each file has its own server and database).
 */
export function userPool(api: ApiClient) {
  const taken = new Set<number>();
  return async (query: string): Promise<User> => {
    const res = await api.json<User[]>('GET', `/users?${query}&_sort=id&_order=ASC&_end=200`);
    const user = res.body.find((u) => !taken.has(u.id));
    if (!user) throw new Error(`No unused user for ${query}`);
    taken.add(user.id);
    return user;
  };
}

export async function getOne<T = Rec>(api: ApiClient, path: string): Promise<T> {
  const res = await api.json<T>('GET', path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  return res.body;
}

export async function auditOf(api: ApiClient, resource: string, recordId: number): Promise<AuditEntry[]> {
  return (await api.json<AuditEntry[]>('GET', `/audit-log?resource=${resource}&recordId=${recordId}&_sort=id&_order=ASC`)).body;
}

export async function strikesOf(api: ApiClient, userId: number): Promise<Rec[]> {
  return (await api.json<Rec[]>('GET', `/strikes?userId=${userId}&_sort=id&_order=ASC`)).body;
}

export async function openSuspensionsOf(api: ApiClient, userId: number): Promise<Rec[]> {
  return (await api.json<Rec[]>('GET', `/suspensions?userId=${userId}&status=suspended`)).body;
}

export const action = (api: ApiClient, resource: string, id: number, name: string, body: Record<string, unknown> = {}) =>
  api.json<Rec & { code?: string; errors?: Record<string, string> }>('POST', `/${resource}/${id}/actions/${name}`, body);

/**
 * A new open report about a job proposal whose job is still open (its whole payment in escrow),
 * reported about the job's customer: what "Suspend user and cancel job" acts on. Created through
 * REST like the marketplace would, so the test does not depend on the seed's luck.
 */
export async function openJobReport(api: ApiClient, skip = new Set<number>()): Promise<{ report: Rec; order: Rec }> {
  const orders = (await api.json<Rec[]>('GET', '/orders?status=in_progress&_sort=id&_order=ASC&_end=100')).body;
  for (const order of orders) {
    if (skip.has(order.id)) continue;
    const customer = await getOne<User>(api, `/users/${order.customerId}`);
    if (customer.accountStatus !== 'active') continue;
    skip.add(order.id);
    const report = await api.json<Rec>('POST', '/reports', {
      reporterId: order.providerId,
      reportedUserId: order.customerId,
      orderId: order.id,
      kind: 'job_proposal',
      reason: 'The brief promotes a scam product.',
      evidence: ['"send the files first, money later"'],
      status: 'open',
      resolvedAt: null,
    });
    if (report.status !== 201) throw new Error(`POST /reports: ${report.status} ${JSON.stringify(report.body)}`);
    return { report: report.body, order };
  }
  throw new Error('No in-progress order with an active customer');
}
