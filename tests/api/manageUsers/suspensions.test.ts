import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { action, auditOf, getOne, openSuspensionsOf, userPool, type Rec, type User } from './fixtures';

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let support: ApiClient;
let custom: ApiClient;
let nextUser: ReturnType<typeof userPool>;

beforeAll(async () => {
  server = await startServer();
  [admin, employee, support, custom] = await Promise.all([
    apiClient(server),
    apiClient(server, 'employee@example.com'),
    apiClient(server, 'support@example.com'),
    apiClient(server, 'custom@example.com'),
  ]);
  nextUser = userPool(admin);
});
afterAll(() => server.stop());

/** A user suspended now through the command, with their open suspension. */
async function suspendedUser(): Promise<{ user: User; suspension: Rec }> {
  const user = await nextUser('accountStatus=active');
  expect((await action(admin, 'users', user.id, 'suspend', { reason: 'Chargeback fraud.' })).status).toBe(200);
  const [suspension] = await openSuspensionsOf(admin, user.id);
  return { user, suspension };
}

describe('suspensions/undo', () => {
  it('lifts the suspension and makes the account active again, auditing both', async () => {
    const { user, suspension } = await suspendedUser();
    const res = await action(employee, 'suspensions', suspension.id, 'undo');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'lifted' });
    expect(res.body.liftedAt).toEqual(expect.any(String));
    expect((await getOne<User>(admin, `/users/${user.id}`)).accountStatus).toBe('active');
    expect((await auditOf(admin, 'users', user.id)).at(-1)).toMatchObject({
      action: 'undo',
      changes: { accountStatus: { before: 'suspended', after: 'active' } },
    });
  });

  it('refuses an ended suspension (409) and roles without suspensions.issue (403)', async () => {
    const { user, suspension } = await suspendedUser();
    expect((await action(support, 'suspensions', suspension.id, 'undo')).status).toBe(403);
    expect((await action(custom, 'suspensions', suspension.id, 'undo')).status).toBe(403);
    expect((await getOne<User>(admin, `/users/${user.id}`)).accountStatus).toBe('suspended');
    expect((await action(admin, 'suspensions', suspension.id, 'undo')).status).toBe(200);
    const again = await action(admin, 'suspensions', suspension.id, 'undo');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('app.errors.transition');
  });
});

describe('suspensions/restore', () => {
  it('marks the suspension served and reinstates the account', async () => {
    const { user, suspension } = await suspendedUser();
    const res = await action(employee, 'suspensions', suspension.id, 'restore');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('restored');
    expect((await getOne<User>(admin, `/users/${user.id}`)).accountStatus).toBe('active');
  });

  it('refuses a lifted suspension (409) and Tech Support (403)', async () => {
    const { suspension } = await suspendedUser();
    expect((await action(support, 'suspensions', suspension.id, 'restore')).status).toBe(403);
    await action(admin, 'suspensions', suspension.id, 'undo');
    expect((await action(admin, 'suspensions', suspension.id, 'restore')).status).toBe(409);
  });
});
