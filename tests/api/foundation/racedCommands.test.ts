import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

/**
 * Commands raced on one record apply once (#34). The store is asynchronous: requests interleave
 * at every await, so the record, its version and its status are read and checked inside the
 * transaction that writes over them. Were they checked before it, two commands could both pass
 * the check and both apply (two strikes, a request both verified and rejected).
 */
let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [admin, employee] = await Promise.all([apiClient(server), apiClient(server, 'employee@example.com')]);
}, 60_000);
afterAll(() => server.stop());

interface Rec {
  id: number;
  version: number;
  status: string;
  [field: string]: unknown;
}

interface AuditEntry {
  id: number;
  action: string;
  adminId: number;
  changes: Record<string, { before: unknown; after: unknown }>;
}

interface Answer {
  status: number;
  body: Rec & { code?: string; current?: Rec };
}

/** A command; without `version` in the body the client sends a fresh Idempotency-Key, as the app does. */
async function command(client: ApiClient, resource: string, id: number, name: string, body: Record<string, unknown>): Promise<Answer> {
  return client.json<Answer['body']>('POST', `/${resource}/${id}/actions/${name}`, body);
}

async function getOne(path: string): Promise<Rec> {
  const res = await admin.json<Rec>('GET', path);
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
  return res.body;
}

async function auditOf(resource: string, recordId: number): Promise<AuditEntry[]> {
  return (await admin.json<AuditEntry[]>('GET', `/audit-log?resource=${resource}&recordId=${recordId}&_sort=id&_order=ASC`)).body;
}

/** The accepted answers and the refused ones, each in the order sent. */
function split(answers: Answer[]): { accepted: Answer[]; refused: Answer[] } {
  return { accepted: answers.filter((a) => a.status === 200), refused: answers.filter((a) => a.status !== 200) };
}

const taken = new Set<number>();

async function activeUser(): Promise<Rec> {
  const users = (await admin.json<Rec[]>('GET', '/users?accountStatus=active&activeStrikes=0&_sort=id&_order=ASC&_end=100')).body;
  const user = users.find((u) => !taken.has(u.id));
  if (!user) throw new Error('No unused active user without strikes');
  taken.add(user.id);
  return user;
}

/** A pending initial verification request of an unverified, live user. */
async function pendingRequest(): Promise<{ request: Rec; user: Rec }> {
  const requests = (await admin.json<Rec[]>('GET', '/verification-requests?status=pending&kind=initial&_sort=id&_order=ASC&_end=100')).body;
  for (const request of requests) {
    const user = await getOne(`/users/${String(request.userId)}`);
    if (taken.has(user.id) || user.verificationStatus !== 'unverified' || user.accountStatus !== 'active') continue;
    taken.add(user.id);
    return { request, user };
  }
  throw new Error('No pending initial request of an unverified user');
}

describe('the same command raced on one record', () => {
  it('20 parallel issue_strike with one version (no key): one applies, 19 get 409 with the current record; one strike, one audit entry', async () => {
    const user = await activeUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => command(admin, 'users', user.id, 'issue_strike', { reason: 'Spam links.', version: user.version })),
    );
    const { accepted, refused } = split(answers);
    expect(accepted).toHaveLength(1);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array(19).fill([409, 'app.errors.conflict']));
    // The loser is shown the record as the winner left it.
    for (const a of refused) expect(a.body.current).toMatchObject({ id: user.id, version: user.version + 1, activeStrikes: 1 });

    const strikes = (await admin.json<Rec[]>('GET', `/strikes?userId=${user.id}`)).body;
    expect(strikes).toHaveLength(1);
    expect(await getOne(`/users/${user.id}`)).toMatchObject({ version: user.version + 1, activeStrikes: 1 });
    expect((await auditOf('users', user.id)).filter((e) => e.action === 'issue_strike')).toHaveLength(1);
    expect((await auditOf('strikes', strikes[0].id)).map((e) => e.action)).toEqual(['issue_strike']);
  });

  it('20 parallel verify of one request, each with its own Idempotency-Key (no version): the status check lets one through', async () => {
    const { request, user } = await pendingRequest();
    const answers = await Promise.all(Array.from({ length: 20 }, () => command(admin, 'verification-requests', request.id, 'verify', {})));
    const { accepted, refused } = split(answers);
    expect(accepted).toHaveLength(1);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array(19).fill([409, 'app.errors.transition']));

    expect(await getOne(`/verification-requests/${request.id}`)).toMatchObject({ status: 'verified', version: request.version + 1 });
    expect((await auditOf('verification-requests', request.id)).map((e) => e.action)).toEqual(['verify']);
    expect((await auditOf('users', user.id)).filter((e) => e.action === 'verify')).toHaveLength(1);
  });
});

describe('different commands raced on one record', () => {
  /** The request and its user as the winning command left them, and nothing of the losing one. */
  async function expectOnlyTheWinner(request: Rec, user: Rec, winner: Answer): Promise<void> {
    const won = winner.body.status === 'verified' ? 'verify' : 'reject';
    expect(['verified', 'rejected']).toContain(winner.body.status);
    const after = await getOne(`/verification-requests/${request.id}`);
    expect(after).toEqual(winner.body);
    expect(after.version).toBe(request.version + 1);
    const entries = await auditOf('verification-requests', request.id);
    expect(entries.map((e) => e.action)).toEqual([won]);
    expect(entries[0].changes.status).toEqual({ before: 'pending', after: after.status });
    // The user follows the winner only: verified, or Not Verified after a rejection.
    expect((await getOne(`/users/${user.id}`)).verificationStatus).toBe(won === 'verify' ? 'verified' : 'not_verified');
    expect((await auditOf('users', user.id)).filter((e) => e.action === 'verify' || e.action === 'reject').map((e) => e.action)).toEqual([
      won,
    ]);
  }

  it('verify against reject of one request, with its version: one wins, the others get 409 conflict, the state is the winner’s', async () => {
    const { request, user } = await pendingRequest();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? command(employee, 'verification-requests', request.id, 'reject', {
              reason: 'The documents are unreadable.',
              version: request.version,
            })
          : command(admin, 'verification-requests', request.id, 'verify', { version: request.version }),
      ),
    );
    const { accepted, refused } = split(answers);
    expect(accepted).toHaveLength(1);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array(19).fill([409, 'app.errors.conflict']));
    await expectOnlyTheWinner(request, user, accepted[0]);
  });

  it('verify against reject of one request, each with its own key: one wins, the others get 409 transition', async () => {
    const { request, user } = await pendingRequest();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? command(employee, 'verification-requests', request.id, 'reject', { reason: 'The documents are unreadable.' })
          : command(admin, 'verification-requests', request.id, 'verify', {}),
      ),
    );
    const { accepted, refused } = split(answers);
    expect(accepted).toHaveLength(1);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array(19).fill([409, 'app.errors.transition']));
    await expectOnlyTheWinner(request, user, accepted[0]);
  });

  it('two moderators claiming one chat at once: only one holds it, the other is refused every time', async () => {
    const chats = (await admin.json<Rec[]>('GET', '/flagged-chats?status=awaiting_review&_sort=id&_order=ASC')).body;
    const chat = chats.find((c) => !c.claimExpiresAt || Date.parse(String(c.claimExpiresAt)) < Date.now());
    if (!chat) throw new Error('No free flagged chat');
    const clients = [admin, employee];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => command(clients[i % 2], 'flagged-chats', chat.id, 'claim', {})));
    const holder = (await getOne(`/flagged-chats/${chat.id}`)).claimedByAdminId as number;
    const claimedBy = (i: number) => answers[i].body.claimedByAdminId;
    // The holder's claims all pass (a claim renews one's own), the other moderator's all fail.
    const byHolder = answers.map((_, i) => i).filter((i) => answers[i].status === 200);
    expect(byHolder).toHaveLength(10);
    for (const i of byHolder) expect(claimedBy(i)).toBe(holder);
    expect(new Set(byHolder.map((i) => i % 2)).size).toBe(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array(10).fill([409, 'app.moderation.errors.claimed_by_other']));
    // A claim is not audited (decision 0081): none of the twenty left an entry.
    expect((await auditOf('flagged-chats', chat.id)).filter((e) => e.action === 'claim')).toEqual([]);
  });
});
