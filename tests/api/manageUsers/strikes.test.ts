import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { action, auditOf, getOne, openSuspensionsOf, strikesOf, userPool, type Rec, type User } from './fixtures';

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

const now = () => new Date().toISOString();

/** The number of the user's strikes that count now, as the policy defines it. */
async function countingStrikes(userId: number): Promise<number> {
  const counting = ['issued', 'appealed', 'upheld', 'reissued'];
  return (await strikesOf(admin, userId)).filter((s) => counting.includes(s.status) && String(s.expiresAt) > now()).length;
}

/** A fresh user with `n` strikes issued through the command (the third one suspends). */
async function userWithStrikes(n: number): Promise<{ user: User; strikes: Rec[] }> {
  const user = await nextUser('accountStatus=active&activeStrikes=0');
  const before = (await strikesOf(admin, user.id)).length;
  for (let i = 1; i <= n; i++) expect((await action(admin, 'users', user.id, 'issue_strike', { reason: `Strike ${i}.` })).status).toBe(200);
  return { user, strikes: (await strikesOf(admin, user.id)).slice(before) };
}

describe('strikes/uphold', () => {
  it('upholds an appealed strike with the decision and who decided; the strike keeps counting', async () => {
    const [strike] = (await admin.json<Rec[]>('GET', `/strikes?status=appealed&expiresAt_gte=${now()}&_sort=id&_order=ASC&_end=1`)).body;
    const res = await action(employee, 'strikes', strike.id, 'uphold', { decision: 'The chat confirms it.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'upheld', decision: 'The chat confirms it.', decidedByAdminId: 2 });
    const user = await getOne<User>(admin, `/users/${strike.userId}`);
    expect(user.activeStrikes).toBe(await countingStrikes(user.id));
    expect((await auditOf(admin, 'strikes', strike.id)).at(-1)).toMatchObject({ action: 'uphold', adminId: 2 });
  });

  it('refuses to uphold a strike nobody appealed (409) and refuses roles without strikes.issue (403)', async () => {
    const { strikes } = await userWithStrikes(1);
    const res = await action(admin, 'strikes', strikes[0].id, 'uphold');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.errors.transition');
    const [appealed] = (await admin.json<Rec[]>('GET', '/strikes?status=appealed&_sort=id&_order=DESC&_end=1')).body;
    expect((await action(support, 'strikes', appealed.id, 'uphold')).status).toBe(403);
    expect((await action(custom, 'strikes', appealed.id, 'uphold')).status).toBe(403);
    expect((await getOne<Rec>(admin, `/strikes/${appealed.id}`)).status).toBe('appealed');
  });
});

describe('strikes/reverse', () => {
  it('stops the strike counting and recounts the user', async () => {
    const { user, strikes } = await userWithStrikes(2);
    const res = await action(employee, 'strikes', strikes[0].id, 'reverse', { decision: 'Evidence does not hold.' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('reversed');
    expect((await getOne<User>(admin, `/users/${user.id}`)).activeStrikes).toBe(1);
  });

  it('lifts the suspension the third strike caused, in the same write', async () => {
    const { user, strikes } = await userWithStrikes(3);
    const [suspension] = await openSuspensionsOf(admin, user.id);
    expect(suspension.source).toBe('strikes');
    expect((await action(admin, 'strikes', strikes[2].id, 'reverse')).status).toBe(200);
    expect(await getOne<User>(admin, `/users/${user.id}`)).toMatchObject({ activeStrikes: 2, accountStatus: 'active' });
    expect(await getOne<Rec>(admin, `/suspensions/${suspension.id}`)).toMatchObject({ status: 'lifted' });
    expect((await auditOf(admin, 'suspensions', suspension.id)).at(-1)).toMatchObject({ action: 'reverse' });
  });

  it('refuses to reverse twice (409) and Tech Support (403)', async () => {
    const { strikes } = await userWithStrikes(1);
    expect((await action(support, 'strikes', strikes[0].id, 'reverse')).status).toBe(403);
    expect((await action(admin, 'strikes', strikes[0].id, 'reverse')).status).toBe(200);
    expect((await action(admin, 'strikes', strikes[0].id, 'reverse')).status).toBe(409);
  });
});

describe('strikes/reissue', () => {
  it('makes a reversed strike count again; the third active one suspends again', async () => {
    const { user, strikes } = await userWithStrikes(3);
    await action(admin, 'strikes', strikes[0].id, 'reverse');
    expect((await getOne<User>(admin, `/users/${user.id}`)).accountStatus).toBe('active');
    const res = await action(admin, 'strikes', strikes[0].id, 'reissue', { decision: 'Reversed by mistake.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'reissued', issuedAt: strikes[0].issuedAt, expiresAt: strikes[0].expiresAt });
    expect(await getOne<User>(admin, `/users/${user.id}`)).toMatchObject({ activeStrikes: 3, accountStatus: 'suspended' });
    expect(await openSuspensionsOf(admin, user.id)).toHaveLength(1);
  });

  it('refuses a strike that was not reversed (409), an expired one (409) and Tech Support (403)', async () => {
    const { strikes } = await userWithStrikes(1);
    expect((await action(admin, 'strikes', strikes[0].id, 'reissue')).status).toBe(409);
    const [expired] = (await admin.json<Rec[]>('GET', `/strikes?status=reversed&expiresAt_lte=${now()}&_end=1`)).body;
    const res = await action(admin, 'strikes', expired.id, 'reissue');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.manageUsers.errors.strike_expired');
    await action(admin, 'strikes', strikes[0].id, 'reverse');
    expect((await action(support, 'strikes', strikes[0].id, 'reissue')).status).toBe(403);
  });
});

describe('activeStrikes consistency', () => {
  it('matches the counting strikes after every command of a sequence', async () => {
    const { user, strikes } = await userWithStrikes(2);
    const steps: [number, string][] = [
      [strikes[0].id, 'reverse'],
      [strikes[0].id, 'reissue'],
      [strikes[1].id, 'reverse'],
    ];
    for (const [id, name] of steps) {
      expect((await action(admin, 'strikes', id, name)).status).toBe(200);
      expect((await getOne<User>(admin, `/users/${user.id}`)).activeStrikes).toBe(await countingStrikes(user.id));
    }
    // A stale count (strikes that expired since the last command) is corrected by the next one.
    const [stale] = (await admin.json<User[]>('GET', '/users?activeStrikes_gte=1&accountStatus=active&_end=200')).body.filter(Boolean);
    const counting = await countingStrikes(stale.id);
    const res = await action(admin, 'users', stale.id, 'issue_strike', { reason: 'Recount.' });
    expect(res.body.activeStrikes).toBe(counting + 1);
  });
});
