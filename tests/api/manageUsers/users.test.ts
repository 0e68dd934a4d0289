import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { action, auditOf, getOne, openJobReport, openSuspensionsOf, strikesOf, userPool, type User } from './fixtures';

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let support: ApiClient;
let nextUser: ReturnType<typeof userPool>;

beforeAll(async () => {
  server = await startServer();
  [admin, employee, support] = await Promise.all([
    apiClient(server),
    apiClient(server, 'employee@example.com'),
    apiClient(server, 'support@example.com'),
  ]);
  nextUser = userPool(admin);
});
afterAll(() => server.stop());

describe('users/verify', () => {
  it('verifies an unverified user, audits it, then refuses a second time (409)', async () => {
    const user = await nextUser('verificationStatus=unverified&accountStatus=active');
    const res = await action(employee, 'users', user.id, 'verify');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verificationStatus: 'verified', version: user.version + 1 });
    expect((await auditOf(admin, 'users', user.id)).at(-1)).toMatchObject({
      action: 'verify',
      changes: { verificationStatus: { before: 'unverified', after: 'verified' } },
    });
    const again = await action(employee, 'users', user.id, 'verify');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('app.errors.transition');
  });

  it('is refused to Tech Support (403) and leaves the user as it was', async () => {
    const user = await nextUser('verificationStatus=not_verified&accountStatus=active');
    expect((await action(support, 'users', user.id, 'verify')).status).toBe(403);
    expect((await getOne<User>(admin, `/users/${user.id}`)).verificationStatus).toBe('not_verified');
  });
});

describe('users/issue_strike', () => {
  it('creates a 90-day strike, counts it on the user and audits both records', async () => {
    const user = await nextUser('accountStatus=active&activeStrikes=0');
    const res = await action(employee, 'users', user.id, 'issue_strike', { reason: 'Spam in chat.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ activeStrikes: 1, accountStatus: 'active' });
    const strike = (await strikesOf(admin, user.id)).at(-1)!;
    expect(strike).toMatchObject({ reason: 'Spam in chat.', status: 'issued', appealText: null });
    const days = (Date.parse(String(strike.expiresAt)) - Date.parse(String(strike.issuedAt))) / 86_400_000;
    expect(days).toBe(90);
    expect((await auditOf(admin, 'strikes', strike.id)).map((a) => a.action)).toEqual(['issue_strike']);
    expect((await auditOf(admin, 'users', user.id)).at(-1)).toMatchObject({
      action: 'issue_strike',
      changes: { activeStrikes: { before: 0, after: 1 } },
    });
  });

  it('suspends the account at the third active strike (source strikes) and not before', async () => {
    const user = await nextUser('accountStatus=active&activeStrikes=0');
    await action(admin, 'users', user.id, 'issue_strike', { reason: 'One.' });
    const second = await action(admin, 'users', user.id, 'issue_strike', { reason: 'Two.' });
    expect(second.body).toMatchObject({ activeStrikes: 2, accountStatus: 'active' });
    const third = await action(admin, 'users', user.id, 'issue_strike', { reason: 'Three.' });
    expect(third.body).toMatchObject({ activeStrikes: 3, accountStatus: 'suspended' });
    const [suspension] = await openSuspensionsOf(admin, user.id);
    expect(suspension).toMatchObject({ source: 'strikes', suspendedByAdminId: null, liftedAt: null });
  });

  it('needs a reason (400), refuses a deleted account (409) and Tech Support (403)', async () => {
    const user = await nextUser('accountStatus=active&activeStrikes=0');
    const noReason = await action(admin, 'users', user.id, 'issue_strike', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    const deleted = await nextUser('accountStatus=deleted');
    expect((await action(admin, 'users', deleted.id, 'issue_strike', { reason: 'Late.' })).status).toBe(409);
    const before = (await strikesOf(admin, user.id)).length;
    expect((await action(support, 'users', user.id, 'issue_strike', { reason: 'No.' })).status).toBe(403);
    expect(await strikesOf(admin, user.id)).toHaveLength(before);
  });
});

describe('a reason of invisible characters is no reason (#36)', () => {
  it.each(['\u200b', '\u200c\u200d', '\u2060', '\ufeff', ' \u200b\u00a0\u3000\n'])(
    'refuses %j with a 400 naming reason, and issues nothing',
    async (reason) => {
      const user = await nextUser('accountStatus=active&activeStrikes=0');
      const before = (await strikesOf(admin, user.id)).length;
      for (const command of ['issue_strike', 'suspend']) {
        const res = await action(admin, 'users', user.id, command, { reason });
        expect(res.status, command).toBe(400);
        expect(res.body.errors, command).toHaveProperty('reason');
      }
      expect(await strikesOf(admin, user.id)).toHaveLength(before);
      expect(await openSuspensionsOf(admin, user.id)).toHaveLength(0);
    },
  );
});

describe('users/suspend', () => {
  it('suspends with a manual suspension carrying the reason, then refuses a second suspension (409)', async () => {
    const user = await nextUser('accountStatus=active');
    const res = await action(employee, 'users', user.id, 'suspend', { reason: 'Impersonation.' });
    expect(res.status).toBe(200);
    expect(res.body.accountStatus).toBe('suspended');
    const [suspension] = await openSuspensionsOf(admin, user.id);
    expect(suspension).toMatchObject({ reason: 'Impersonation.', source: 'manual', suspendedByAdminId: 2 });
    expect((await action(employee, 'users', user.id, 'suspend', { reason: 'Again.' })).status).toBe(409);
  });

  it('is refused to Tech Support (403) without a trace', async () => {
    const user = await nextUser('accountStatus=active');
    expect((await action(support, 'users', user.id, 'suspend', { reason: 'No.' })).status).toBe(403);
    expect(await openSuspensionsOf(admin, user.id)).toHaveLength(0);
  });
});

describe('plain REST on users', () => {
  it('edits the profile but refuses command-owned fields (409) and invalid values (400 per field)', async () => {
    const user = await nextUser('accountStatus=active');
    const ok = await admin.json<User>('PATCH', `/users/${user.id}`, { firstName: 'Renamed', version: user.version });
    expect(ok.status).toBe(200);
    expect(ok.body.firstName).toBe('Renamed');
    const status = await admin.json<{ code: string }>('PATCH', `/users/${user.id}`, {
      accountStatus: 'suspended',
      version: ok.body.version,
    });
    expect(status.status).toBe(409);
    expect(status.body.code).toBe('app.manageUsers.errors.command_only');
    const bad = await admin.json<{ errors: Record<string, string> }>('PATCH', `/users/${user.id}`, {
      phone: 'call me',
      username: 'No Spaces',
      version: ok.body.version,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['phone', 'username']);
  });

  it('refuses another user’s username or email in other letter case (409 on the field), changes nothing (#39.10)', async () => {
    const [owner, user] = [await nextUser('accountStatus=active'), await nextUser('accountStatus=active')];
    for (const [field, value] of [
      ['username', String(owner.username)],
      ['email', String(owner.email)],
      ['email', String(owner.email).toUpperCase()],
    ] as const) {
      const res = await admin.json<{ code: string; field: string; errors: Record<string, string> }>('PATCH', `/users/${user.id}`, {
        [field]: value,
        version: user.version,
      });
      expect([res.status, res.body.code, res.body.field, res.body.errors]).toEqual([
        409,
        'app.errors.duplicate',
        field,
        { [field]: 'app.errors.taken' },
      ]);
    }
    expect(await getOne<User>(admin, `/users/${user.id}`)).toMatchObject({ username: user.username, email: user.email });
    // Its own address in other case is still its own.
    const own = await admin.json<User>('PATCH', `/users/${user.id}`, { email: String(user.email).toUpperCase(), version: user.version });
    expect(own.status).toBe(200);
  });

  it('keeps the age bracket in line with an edited date of birth', async () => {
    const user = await nextUser('accountStatus=active&ageBracket=25_34');
    const res = await admin.json<User>('PATCH', `/users/${user.id}`, { dateOfBirth: '2012-01-01', version: user.version });
    expect(res.status).toBe(200);
    expect(res.body.ageBracket).toBe('under_18');
  });

  it('refuses strikes created through REST: they come from issue_strike only', async () => {
    const user = await nextUser('accountStatus=active');
    const now = new Date().toISOString();
    const res = await admin.json('POST', '/strikes', {
      userId: user.id,
      reason: 'Sneaky.',
      issuedAt: now,
      expiresAt: now,
      status: 'issued',
      appealText: null,
      appealedAt: null,
      decision: null,
      decidedAt: null,
      decidedByAdminId: null,
    });
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ code: 'app.errors.not_creatable', createdBy: 'command' });
  });
});

describe('GET /users/:id/activity', () => {
  it('lists the audit entries about the user and their records, newest first, for Employees too', async () => {
    const user = await nextUser('accountStatus=active&activeStrikes=0');
    await action(admin, 'users', user.id, 'issue_strike', { reason: 'For the timeline.' });
    await action(admin, 'users', user.id, 'suspend', { reason: 'Timeline suspension.' });
    expect((await employee.get('/audit-log')).status).toBe(403);
    const res = await employee.json<{ action: string; resource: string; adminName: string; at: string; ip?: string }[]>(
      'GET',
      `/users/${user.id}/activity`,
    );
    expect(res.status).toBe(200);
    const mine = res.body.slice(0, 4).map((e) => `${e.action}:${e.resource}`);
    expect(mine).toEqual(expect.arrayContaining(['suspend:users', 'suspend:suspensions', 'issue_strike:users', 'issue_strike:strikes']));
    expect(res.body[0].adminName).toBe('Ada Admin');
    expect(res.body.every((e) => e.ip === undefined)).toBe(true);
    const ats = res.body.map((e) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
  });

  it('pages, answers 404 for an unknown user and 400 for bad bounds', async () => {
    const user = await nextUser('accountStatus=active');
    const page = await admin.json<unknown[]>('GET', `/users/${user.id}/activity?_start=0&_end=1`);
    expect(page.body.length).toBeLessThanOrEqual(1);
    expect((await admin.get('/users/999999/activity')).status).toBe(404);
    expect((await admin.get(`/users/${user.id}/activity?_start=-1`)).status).toBe(400);
  });

  it('leaves out records the role may not read (wallet transactions for Tech Support)', async () => {
    const { report, order } = await openJobReport(admin);
    expect((await action(admin, 'reports', report.id, 'suspend_and_cancel')).status).toBe(200);
    const userId = Number(order.customerId);
    const forAdmin = (await admin.json<{ resource: string }[]>('GET', `/users/${userId}/activity`)).body.map((e) => e.resource);
    const forSupport = (await support.json<{ resource: string }[]>('GET', `/users/${userId}/activity`)).body.map((e) => e.resource);
    expect(forAdmin).toContain('wallet-transactions');
    expect(forSupport).not.toContain('wallet-transactions');
  });
});
