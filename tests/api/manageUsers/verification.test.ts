import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { action, auditOf, getOne, type Rec, type User } from './fixtures';

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let support: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [admin, employee, support] = await Promise.all([
    apiClient(server),
    apiClient(server, 'employee@example.com'),
    apiClient(server, 'support@example.com'),
  ]);
});
afterAll(() => server.stop());

/** Pending requests of one kind whose user is in `verificationStatus`, one per test. */
const taken = new Set<number>();
async function pendingRequest(kind: 'initial' | 'additional', verificationStatus: string): Promise<{ request: Rec; user: User }> {
  const requests = (
    await admin.json<Rec[]>('GET', `/verification-requests?status=pending&kind=${kind}&_sort=reviewDeadline&_order=ASC&_end=100`)
  ).body;
  for (const request of requests) {
    if (taken.has(request.id)) continue;
    const user = await getOne<User>(admin, `/users/${request.userId}`);
    if (user.verificationStatus !== verificationStatus || user.accountStatus === 'deleted') continue;
    taken.add(request.id);
    return { request, user };
  }
  throw new Error(`No pending ${kind} request of a ${verificationStatus} user`);
}

describe('verification-requests/verify', () => {
  it('verifies the request and the user in the same write, with who and when', async () => {
    const { request, user } = await pendingRequest('initial', 'unverified');
    const res = await action(employee, 'verification-requests', request.id, 'verify');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'verified', reviewedByAdminId: 2, rejectionReason: null });
    expect((await getOne<User>(admin, `/users/${user.id}`)).verificationStatus).toBe('verified');
    expect((await auditOf(admin, 'users', user.id)).at(-1)).toMatchObject({
      action: 'verify',
      changes: { verificationStatus: { before: 'unverified', after: 'verified' } },
    });
  });

  it('applies the new information of an additional request to a verified user', async () => {
    const { request, user } = await pendingRequest('additional', 'verified');
    const newInfo = request.newInfo as Record<string, string>;
    expect((await action(admin, 'verification-requests', request.id, 'verify')).status).toBe(200);
    const after = await getOne<User>(admin, `/users/${user.id}`);
    expect(after).toMatchObject({ ...newInfo, verificationStatus: 'verified' });
  });

  it('refuses a decided request (409) and Tech Support (403)', async () => {
    const { request } = await pendingRequest('initial', 'unverified');
    expect((await action(support, 'verification-requests', request.id, 'verify')).status).toBe(403);
    expect((await getOne<Rec>(admin, `/verification-requests/${request.id}`)).status).toBe('pending');
    await action(admin, 'verification-requests', request.id, 'verify');
    const again = await action(admin, 'verification-requests', request.id, 'verify');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('app.errors.transition');
  });
});

describe('verification-requests/reject', () => {
  it('rejects with the reason and makes an unverified user Not Verified', async () => {
    const { request, user } = await pendingRequest('initial', 'unverified');
    const res = await action(employee, 'verification-requests', request.id, 'reject', { reason: 'The selfie is blurry.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'The selfie is blurry.' });
    expect((await getOne<User>(admin, `/users/${user.id}`)).verificationStatus).toBe('not_verified');
  });

  it('leaves a verified user verified and their profile unchanged when an additional request is rejected', async () => {
    const { request, user } = await pendingRequest('additional', 'verified');
    expect((await action(admin, 'verification-requests', request.id, 'reject', { reason: 'No document.' })).status).toBe(200);
    const after = await getOne<User>(admin, `/users/${user.id}`);
    expect(after).toMatchObject({ verificationStatus: 'verified', lastName: user.lastName, version: user.version });
  });

  it('needs a reason (400), refuses a decided request (409) and Tech Support (403)', async () => {
    const { request } = await pendingRequest('initial', 'unverified');
    const noReason = await action(admin, 'verification-requests', request.id, 'reject', {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    expect((await action(support, 'verification-requests', request.id, 'reject', { reason: 'x' })).status).toBe(403);
    await action(admin, 'verification-requests', request.id, 'reject', { reason: 'Expired ID.' });
    expect((await action(admin, 'verification-requests', request.id, 'reject', { reason: 'Again.' })).status).toBe(409);
  });
});
