import { randomUUID } from 'node:crypto';
import { startTwoServers, type TwoServers } from '../../helpers/twoServers';
import { apiClient, type ApiClient } from '../../helpers/api';
import { sendCommand, unusedActiveUsers, type CommandAnswer } from '../../helpers/commands';
import type { TestServer } from '../../helpers/server';
import type { User } from '../../../src/domain/entities';

/**
 * An Idempotency-Key holds across API processes (#35): two server processes on one database,
 * a command and its repeats sent to both. The keys were kept in each process's memory, so a
 * repeat sent to the other process ran the command a second time; they are rows written in the
 * command's own transaction now, which a repeat on either process waits for and then reads.
 */
let servers: TwoServers;
/** The same administrator, signed in on each process. */
let onA: ApiClient;
let onB: ApiClient;
let activeUser: () => Promise<User>;

beforeAll(async () => {
  servers = await startTwoServers();
  onA = await apiClient(servers.a);
  onB = await apiClient(servers.b);
  activeUser = unusedActiveUsers<User>(onA, 50);
}, 60_000);
afterAll(() => servers.stop());

/** A command with its Idempotency-Key, to one process. */
function command<T = Record<string, unknown>>(
  server: TestServer,
  client: ApiClient,
  path: string,
  body: Record<string, unknown>,
  key: string,
): Promise<CommandAnswer<T>> {
  return sendCommand<T>(server, client, path, body, key);
}

/**
 * The user as each process reads it, and the strikes given for `reason` (each test's own).
 * Lists are read once the commands are done: a process keeps a list's total until it writes to
 * the collection itself, so a list read before would hide what the other process wrote.
 */
async function struck(userId: number, reason: string): Promise<{ activeStrikes: number; version: number; strikes: number }[]> {
  return Promise.all(
    [onA, onB].map(async (client) => {
      const user = (await client.json<User>('GET', `/users/${userId}`)).body;
      const strikes = (await client.json<{ reason: string }[]>('GET', `/strikes?userId=${userId}`)).body;
      return { activeStrikes: user.activeStrikes, version: user.version, strikes: strikes.filter((s) => s.reason === reason).length };
    }),
  );
}

describe('an Idempotency-Key across two API processes on one database', () => {
  it('the same command and key sent to both, 10 each at once, applies once; every answer is the first one', async () => {
    const user = await activeUser();
    const key = randomUUID();
    const path = `/users/${user.id}/actions/issue_strike`;
    const reason = `Spam links (${key}).`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? command<User>(servers.b, onB, path, { reason }, key) : command<User>(servers.a, onA, path, { reason }, key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const first = answers.filter((a) => !a.replayed);
    expect(first).toHaveLength(1);
    for (const a of answers) expect(a.body).toEqual(first[0].body);
    expect(first[0].body.activeStrikes).toBe(1);
    expect(await struck(user.id, reason)).toEqual(Array(2).fill({ activeStrikes: 1, version: user.version + 1, strikes: 1 }));
    const audit = (await onB.json<{ action: string }[]>('GET', `/audit-log?resource=users&recordId=${user.id}`)).body;
    expect(audit.filter((e) => e.action === 'issue_strike')).toHaveLength(1);
  });

  it('a key used on one process is refused with 422 for another request on the other, and its repeat there is replayed', async () => {
    const user = await activeUser();
    const key = randomUUID();
    const path = `/users/${user.id}/actions/issue_strike`;
    const reason = `Spam links (${key}).`;
    const first = await command(servers.a, onA, path, { reason }, key);
    expect(first).toMatchObject({ status: 200, replayed: false });
    const other = await command<{ code: string }>(servers.b, onB, path, { reason: 'Abusive messages.' }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('app.errors.idempotency_key_reused');
    expect(await command(servers.b, onB, path, { reason }, key)).toEqual({ ...first, replayed: true });
    expect(await struck(user.id, reason)).toEqual(Array(2).fill({ activeStrikes: 1, version: user.version + 1, strikes: 1 }));
  });

  it('a refusal answered by one process is the answer the other replays', async () => {
    const user = await activeUser();
    const key = randomUUID();
    const path = `/users/${user.id}/actions/issue_strike`;
    const refused = await command(servers.b, onB, path, { reason: '' }, key);
    expect(refused).toMatchObject({ status: 400, replayed: false });
    expect(await command(servers.a, onA, path, { reason: '' }, key)).toEqual({ ...refused, replayed: true });
    expect(await struck(user.id, '')).toEqual(Array(2).fill({ activeStrikes: 0, version: user.version, strikes: 0 }));
  });
});
