import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

type Detail = Record<string, string | number>;
interface Request {
  id: number;
  version: number;
  userId: number;
  type: string;
  status: string;
  nameChange: Detail | null;
  dateOfBirth: Detail | null;
  dataRequest: Detail | null;
  accountRecovery: Detail | null;
  decisionReason: string | null;
  decidedAt: string | null;
}
interface User {
  id: number;
  firstName: string;
  lastName: string;
  profileName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  ageBracket: string;
  verificationStatus: string;
  accountStatus: string;
}

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let custom: ApiClient;

const user = async (id: number) => (await admin.json<User>('GET', `/users/${id}`)).body;
const run = (client: ApiClient, id: number, action: string, body: Record<string, unknown> = {}) =>
  client.json<Request & { code: string }>('POST', `/user-requests/${id}/actions/${action}`, body);

/** Pending requests of a type whose account is in the given state. */
async function pending(type: string, where: (u: User) => boolean = (u) => u.accountStatus !== 'deleted'): Promise<Request[]> {
  const { body } = await admin.json<Request[]>('GET', `/user-requests?type=${type}&status=pending`);
  const out: Request[] = [];
  for (const r of body) if (where(await user(r.userId))) out.push(r);
  return out;
}

async function auditOf(resource: string, id: number): Promise<string[]> {
  return (await admin.json<{ action: string }[]>('GET', `/audit-log?resource=${resource}&recordId=${id}`)).body.map((a) => a.action);
}

beforeAll(async () => {
  server = await startServer();
  [admin, support, custom] = await Promise.all([
    apiClient(server),
    apiClient(server, 'support@example.com'),
    apiClient(server, 'custom@example.com'),
  ]);
});
afterAll(() => server.stop());

describe('name changes', () => {
  it('approve applies the new name to a verified account, once', async () => {
    const [req] = await pending('name_change', (u) => u.verificationStatus === 'verified' && u.accountStatus === 'active');
    expect((await run(custom, req.id, 'approve_name_change')).status).toBe(403);
    const done = await run(support, req.id, 'approve_name_change');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'approved', decisionReason: null });
    const after = await user(req.userId);
    const change = req.nameChange!;
    if (change.nameType === 'person')
      expect([after.firstName, after.lastName]).toEqual([change.newFirstName, change.newLastName || after.lastName]);
    else expect(after.profileName).toBe(change.newFirstName);
    expect(await auditOf('user-requests', req.id)).toContain('approve_name_change');
    expect((await run(support, req.id, 'approve_name_change')).body.code).toBe('app.errors.transition');
  });

  it('approve is refused (409) while the identity is not verified', async () => {
    const [req] = await pending('name_change', (u) => u.verificationStatus !== 'verified');
    const before = await user(req.userId);
    const res = await run(admin, req.id, 'approve_name_change');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.moderation.errors.needs_verification');
    expect(await user(req.userId)).toEqual(before);
  });

  it('decline suspends the account with a name_change suspension, needs suspensions.issue and a reason', async () => {
    const [req] = await pending('name_change', (u) => u.accountStatus === 'active');
    expect((await run(support, req.id, 'decline_name_change', { reason: 'Impersonation.' })).status).toBe(403);
    expect((await run(admin, req.id, 'decline_name_change', {})).status).toBe(400);
    const done = await run(admin, req.id, 'decline_name_change', { reason: 'Impersonation.' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'declined', decisionReason: 'Impersonation.' });
    expect((await user(req.userId)).accountStatus).toBe('suspended');
    const suspensions = (
      await admin.json<Record<string, unknown>[]>('GET', `/suspensions?userId=${req.userId}&source=name_change&status=suspended`)
    ).body;
    expect(suspensions.map((s) => s.reason)).toContain('Name change declined: Impersonation.');
    expect((await run(admin, req.id, 'decline_name_change', { reason: 'Again.' })).status).toBe(409);
  });

  it('refuses name_change commands on other request types (409)', async () => {
    const [dob] = await pending('date_of_birth');
    expect((await run(admin, dob.id, 'approve_name_change')).status).toBe(409);
  });
});

describe('date of birth', () => {
  it('approve writes the date and its age bracket; decline keeps the profile and stores the reason', async () => {
    const [first, second] = await pending('date_of_birth', (u) => u.accountStatus === 'active');
    expect((await run(custom, first.id, 'approve_date_of_birth')).status).toBe(403);
    expect((await run(support, first.id, 'approve_date_of_birth')).status).toBe(200);
    const after = await user(first.userId);
    expect(after.dateOfBirth).toBe(first.dateOfBirth!.requested);
    expect(after.ageBracket).toMatch(/^(under_18|18_24|25_34|35_44|45_54|55_64|65_plus)$/);
    expect((await run(support, first.id, 'decline_date_of_birth', { reason: 'Late.' })).status).toBe(409);

    const before = await user(second.userId);
    const declined = await run(support, second.id, 'decline_date_of_birth', { reason: 'The document shows another date.' });
    expect(declined.body).toMatchObject({ status: 'declined', decisionReason: 'The document shows another date.' });
    expect((await user(second.userId)).dateOfBirth).toBe(before.dateOfBirth);
  });
});

describe('data requests', () => {
  it('exports the user data as an audited JSON download, then fulfils; fulfil before any download is 409', async () => {
    const [req] = await pending('data_request', () => true);
    const early = await run(support, req.id, 'fulfil_data_request');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('app.moderation.errors.export_first');

    expect((await custom.send('GET', `/user-requests/${req.id}/export`)).status).toBe(403);
    const res = await support.get(`/user-requests/${req.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="user-${req.userId}-data.json"`);
    const data = (await res.json()) as {
      user: Record<string, unknown>;
      records: Record<string, Record<string, unknown>[]>;
      requestId: number;
    };
    expect(data.requestId).toBe(req.id);
    expect(data.user.id).toBe(req.userId);
    expect(data.records['user-requests'].map((r) => r.id)).toContain(req.id);
    for (const rows of Object.values(data.records))
      for (const row of rows) expect(Object.keys(row).some((k) => k.endsWith('AdminId') || k === 'adminNotes')).toBe(false);
    expect(await auditOf('user-requests', req.id)).toContain('export_user_data');

    expect((await run(custom, req.id, 'fulfil_data_request')).status).toBe(403);
    expect((await run(support, req.id, 'fulfil_data_request')).body.status).toBe('fulfilled');
    expect((await run(support, req.id, 'fulfil_data_request')).status).toBe(409);
  });

  it('has no export for other request types (409) or unknown requests (404)', async () => {
    const [other] = await pending('name_change', () => true);
    expect((await support.send('GET', `/user-requests/${other.id}/export`)).status).toBe(409);
    expect((await support.send('GET', '/user-requests/999999/export')).status).toBe(404);
  });
});

describe('account recovery', () => {
  it('approve puts the new contact on the account', async () => {
    const candidates = await pending('account_recovery', (u) => u.accountStatus !== 'deleted');
    const req = candidates[0];
    expect((await run(custom, req.id, 'approve_account_recovery')).status).toBe(403);
    const done = await run(support, req.id, 'approve_account_recovery');
    expect(done.status).toBe(200);
    const answers = req.accountRecovery!;
    const after = await user(req.userId);
    expect(answers.lostPhoneOrEmail === 'email' ? after.email : after.phone).toBe(answers.newContact);
    expect((await run(support, req.id, 'reject_and_delete_account', { reason: 'Late.' })).status).toBe(409);
  });

  it('approve refuses a contact another account uses (409)', async () => {
    const [req] = await pending('account_recovery', (u) => u.accountStatus !== 'deleted');
    const answers = req.accountRecovery!;
    const field = answers.lostPhoneOrEmail === 'email' ? 'email' : 'phone';
    const [other] = (await admin.json<User[]>('GET', `/users?id_ne=${req.userId}&_end=1`)).body;
    const patched = await admin.json<Request>('PUT', `/user-requests/${req.id}`, {
      ...req,
      accountRecovery: { ...answers, newContact: other[field] },
    });
    expect(patched.status).toBe(200);
    const res = await run(support, req.id, 'approve_account_recovery');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.moderation.errors.contact_in_use');
  });

  it('reject and delete marks the account deleted without removing it, and nothing more applies to it', async () => {
    const [req] = await pending('account_recovery', (u) => u.accountStatus !== 'deleted');
    expect((await run(support, req.id, 'reject_and_delete_account', {})).status).toBe(400);
    const done = await run(support, req.id, 'reject_and_delete_account', { reason: 'The answers do not match.' });
    expect(done.body).toMatchObject({ status: 'rejected', decisionReason: 'The answers do not match.' });
    const after = await user(req.userId);
    expect(after.accountStatus).toBe('deleted');
    expect(await auditOf('user-requests', req.id)).toContain('reject_and_delete_account');
  });

  it('refuses deciding a request of a deleted account (409)', async () => {
    const deletedUser = (await admin.json<User[]>('GET', '/users?accountStatus=deleted&_end=1')).body[0];
    const created = await admin.json<Request>('POST', '/user-requests', {
      userId: deletedUser.id,
      type: 'date_of_birth',
      status: 'approved',
      nameChange: null,
      dateOfBirth: { current: deletedUser.dateOfBirth, requested: '1990-01-01', reason: 'Typo.' },
      dataRequest: null,
      accountRecovery: null,
      decisionReason: null,
      decidedAt: null,
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    const res = await run(admin, created.body.id, 'approve_date_of_birth');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.moderation.errors.account_deleted');
  });
});

describe('plain REST on user requests', () => {
  it('cannot decide a request by writing its status', async () => {
    const [req] = await pending('name_change', () => true);
    const res = await admin.json<{ errors: Record<string, string> }>('PUT', `/user-requests/${req.id}`, { ...req, status: 'approved' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['status']);
  });
});
