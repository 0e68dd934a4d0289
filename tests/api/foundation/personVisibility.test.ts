import { startServer, type TestServer } from '../../helpers/server';
import { customRoleClient, roleClients, type RoleClient } from './roleClients';
import { COLLECTION_ACCESS, hasPermission } from '../../../src/domain/permissions';
import { isCollection } from '../../../src/domain/collections';
import { WITHHELD } from '../../../src/domain/auditVisibility';
import type { RankedUser, Statistics } from '../../../src/domain/statistics';

/**
 * What names or describes a person shows each role only what the matrix lets it read (#36.2):
 * the dashboard's top customers and earners, the audit log's before/after values, the
 * collections a refused delete lists and a data export's profile. Every role is checked, the
 * demo ones and a Custom access without users.read; the expectations come from the matrix.
 */
let server: TestServer;
let roles: RoleClient[];
let admin: RoleClient;
/** A Custom access that sees the dashboard and the audit log, edits users, but may not read them. */
let noUsers: RoleClient;
type Rec = { id: number } & Record<string, unknown>;
interface AuditRec extends Rec {
  resource: string;
  recordId: number | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

beforeAll(async () => {
  server = await startServer();
  roles = await roleClients(server);
  admin = roles[0];
  const permissions = ['dashboard.view', 'auditLog.read', 'orders.read', 'users.edit', 'userRequests.read', 'userRequests.act'];
  noUsers = await customRoleClient(server, admin.api, 'no.users@example.com', permissions);
  expect(noUsers.mayRead('users')).toBe(false);
  roles.push(noUsers);
}, 60_000);
afterAll(() => server.stop());

const mayReadUsers = (role: RoleClient) => role.mayRead('users');

describe('dashboard top lists', () => {
  it('name the top customers and earners only for a role that may read users, whoever asked first', async () => {
    for (const query of ['', '?serviceType=booking']) {
      // The restricted caller asks first: its figures are the ones kept for everyone after it.
      const answers = new Map<RoleClient, { text: string; body: Statistics }>();
      for (const role of [noUsers, ...roles]) {
        const res = await role.api.get(`/statistics${query}`);
        const text = await res.text();
        expect(res.status, `${role.email} ${text}`).toBe(200);
        answers.set(role, { text, body: JSON.parse(text) as Statistics });
      }
      const full = answers.get(admin)!.body;
      const rows = (s: Statistics): RankedUser[] => [...s.topCustomers, ...s.topEarners];
      const names = rows(full).map((u) => u.name!);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/\S+ \S+/);
      for (const [role, { text, body }] of answers) {
        // The figures are the same for everyone; only who they are about differs.
        expect(
          rows(body).map((u) => [u.amount, u.orderCount]),
          role.email,
        ).toEqual(rows(full).map((u) => [u.amount, u.orderCount]));
        if (mayReadUsers(role)) {
          expect(rows(body), role.email).toEqual(rows(full));
        } else {
          expect(
            rows(body).every((u) => u.userId === null && u.name === null),
            `${role.email}: ${text}`,
          ).toBe(true);
          for (const name of names) expect(text, role.email).not.toContain(name);
        }
      }
    }
  });
});

describe('audit log', () => {
  it("withholds a user's phone change from a role that may not read users: list, record and search", async () => {
    const [user] = (await admin.api.json<Rec[]>('GET', '/users?_end=1&_sort=id&_order=DESC')).body;
    const newPhone = '+44 20 7946 5521';
    const patched = await admin.api.json<Rec>('PATCH', `/users/${user.id}`, { phone: newPhone, version: user.version });
    expect(patched.status).toBe(200);
    const phones = [String(user.phone), newPhone];

    for (const role of roles) {
      const list = await role.api.get(`/audit-log?resource=users&action=update&recordId=${user.id}&_sort=id&_order=DESC&_end=1`);
      const listText = await list.text();
      if (!hasPermission(role.subject, COLLECTION_ACCESS['audit-log'].read)) {
        expect(list.status, role.email).toBe(403);
        continue;
      }
      expect(list.status, `${role.email} ${listText}`).toBe(200);
      const [entry] = JSON.parse(listText) as AuditRec[];
      const one = await role.api.get(`/audit-log/${entry.id}`);
      const oneText = await one.text();
      expect(one.status).toBe(200);
      const want = mayReadUsers(role) ? { before: user.phone, after: newPhone } : { before: WITHHELD, after: WITHHELD };
      expect(entry.changes.phone, role.email).toEqual(want);
      expect((JSON.parse(oneText) as AuditRec).changes.phone, role.email).toEqual(want);
      if (!mayReadUsers(role)) for (const phone of phones) expect(listText + oneText, role.email).not.toContain(phone);

      // A search must not tell which entries hold a value the role may not read.
      for (const path of [
        `/audit-log?q=${encodeURIComponent('7946 5521')}`,
        `/audit-log?filter=${encodeURIComponent(JSON.stringify({ q: '7946 5521' }))}`,
      ]) {
        const found = await role.api.json<AuditRec[]>('GET', path);
        expect(found.status, path).toBe(200);
        expect(found.body.map((e) => e.id).includes(entry.id), `${role.email} ${path}`).toBe(mayReadUsers(role));
      }
    }
  });

  it('decides every entry by the read permission of its collection, not users alone', async () => {
    const page = '/audit-log?_sort=id&_order=ASC&_end=1000';
    const full = (await admin.api.json<AuditRec[]>('GET', page)).body;
    const seen = (await noUsers.api.json<AuditRec[]>('GET', page)).body;
    expect(seen.map((e) => e.id)).toEqual(full.map((e) => e.id));
    // Sign-in events (`auth`) are about administrators; every other resource is a collection.
    const readable = (resource: string) =>
      resource === 'auth' ? noUsers.mayRead('admins') : isCollection(resource) && noUsers.mayRead(resource);
    const kinds = new Set<boolean>();
    seen.forEach((entry, i) => {
      kinds.add(readable(entry.resource));
      if (readable(entry.resource)) expect(entry).toEqual(full[i]);
      else {
        expect({ ...entry, changes: {} }).toEqual({ ...full[i], changes: {} });
        expect(Object.keys(entry.changes)).toEqual(Object.keys(full[i].changes));
        for (const side of Object.values(entry.changes)) expect(side).toEqual({ before: WITHHELD, after: WITHHELD });
      }
    });
    // The seed's log has entries of both kinds for this role (orders readable, verifications not).
    expect([...kinds].sort()).toEqual([false, true]);
  });
});

describe('a refused delete', () => {
  it('lists only the collections the role may read', async () => {
    const [card] = (await admin.api.json<Rec[]>('GET', '/payment-details?_end=1&_sort=id&_order=ASC')).body;
    const userId = Number(card.userId);
    let all: { collection: string; field: string; count: number }[] = [];
    for (const role of roles) {
      const res = await role.api.send('DELETE', `/users/${userId}`);
      const text = await res.text();
      if (!hasPermission(role.subject, COLLECTION_ACCESS.users.write!)) {
        expect(res.status, role.email).toBe(403);
        continue;
      }
      expect(res.status, `${role.email} ${text}`).toBe(409);
      const body = JSON.parse(text) as { code: string; references: typeof all };
      expect(body.code).toBe('app.errors.referenced');
      if (role === admin) all = body.references;
      const readable = all.filter((r) => isCollection(r.collection) && role.mayRead(r.collection));
      expect(body.references, role.email).toEqual(readable);
      for (const hidden of all.filter((r) => !readable.includes(r))) expect(text, role.email).not.toContain(hidden.collection);
    }
    // The finding's case: card data Tech Support may not read points at this user, and orders it may.
    expect(all.map((r) => r.collection)).toEqual(expect.arrayContaining(['payment-details', 'orders']));
  });
});

describe("a data request's export", () => {
  it('leaves the profile out for a role that may not read users, and says so', async () => {
    const [request] = (await admin.api.json<Rec[]>('GET', '/user-requests?type=data_request&_end=1&_sort=id&_order=ASC')).body;
    const user = (await admin.api.json<Rec>('GET', `/users/${request.userId}`)).body;
    for (const role of roles) {
      const res = await role.api.get(`/user-requests/${request.id}/export`);
      const text = await res.text();
      if (!hasPermission(role.subject, 'userRequests.act')) {
        expect(res.status, role.email).toBe(403);
        continue;
      }
      expect(res.status, `${role.email} ${text}`).toBe(200);
      const body = JSON.parse(text) as { user: Rec | null; withheld: string[] };
      if (mayReadUsers(role)) expect(body.user?.id, role.email).toBe(user.id);
      else {
        expect(body.user, role.email).toBeNull();
        expect(body.withheld).toContain('users');
        for (const contact of [user.email, user.phone, user.lastName]) expect(text, role.email).not.toContain(String(contact));
      }
    }
  });
});
