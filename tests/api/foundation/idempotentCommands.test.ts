import { randomUUID } from 'node:crypto';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { sendCommand, unusedActiveUsers, type CommandAnswer } from '../../helpers/commands';
import type { SupportTicket, User } from '../../../src/domain/entities';

/**
 * A command applies once however often it is sent (#36, point 4): two parallel issue_strike
 * calls made two strikes and two replies two messages. A command now carries the record's
 * `version` or an Idempotency-Key header, and repeats of it have no second effect.
 */
let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let activeUser: () => Promise<User>;

beforeAll(async () => {
  server = await startServer();
  admin = await apiClient(server);
  employee = await apiClient(server, 'employee@example.com');
  activeUser = unusedActiveUsers<User>(admin, 50);
}, 60_000);
afterAll(() => server.stop());

/** A command sent as any API client may send it: the key only when given (the test client would add one). */
function command<T = Record<string, unknown>>(
  client: ApiClient,
  path: string,
  body: Record<string, unknown>,
  key?: string,
): Promise<CommandAnswer<T>> {
  return sendCommand<T>(server, client, path, body, key);
}

async function strikeCount(userId: number): Promise<number> {
  return (await admin.json<unknown[]>('GET', `/strikes?userId=${userId}`)).body.length;
}

async function openTicket(): Promise<SupportTicket> {
  const me = (await admin.json<{ admin: { id: number } }>('GET', '/auth/me')).body.admin.id;
  const created = await admin.json<SupportTicket>('POST', '/support-tickets', {
    userId: null,
    adminId: me,
    subject: 'Idempotency',
    messages: [],
  });
  expect(created.status).toBe(201);
  return created.body;
}

const ticketOf = async (id: number) => (await admin.json<SupportTicket>('GET', `/support-tickets/${id}`)).body;

describe('a command without version and without Idempotency-Key', () => {
  it('is refused with 400 naming both, and does nothing', async () => {
    const user = await activeUser();
    const res = await command<{ code: string; errors: Record<string, string> }>(admin, `/users/${user.id}/actions/issue_strike`, {
      reason: 'Spam links.',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('app.errors.version_or_key_required');
    expect(Object.keys(res.body.errors).sort()).toEqual(['Idempotency-Key', 'version']);
    expect(await strikeCount(user.id)).toBe(0);
  });

  it('is refused for a collection command (which has no version) naming the header', async () => {
    const res = await command<{ code: string; errors: Record<string, string> }>(admin, '/admins/actions/invite', {
      email: 'no.key@example.com',
      role: 'employee',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('app.errors.key_required');
    expect(Object.keys(res.body.errors)).toEqual(['Idempotency-Key']);
    expect((await admin.json<unknown[]>('GET', '/admins?email=no.key@example.com')).body).toHaveLength(0);
  });

  it('still answers 403 first to a role without the permission', async () => {
    const user = await activeUser();
    const support = await apiClient(server, 'support@example.com');
    expect((await command(support, `/users/${user.id}/actions/issue_strike`, { reason: 'Spam links.' })).status).toBe(403);
  });
});

describe('with an Idempotency-Key', () => {
  it('20 parallel identical issue_strike calls make one strike; every answer is the first one', async () => {
    const user = await activeUser();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => command<User>(admin, `/users/${user.id}/actions/issue_strike`, { reason: 'Spam links.' }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    for (const a of answers) expect(a.body).toEqual(answers[0].body);
    expect(await strikeCount(user.id)).toBe(1);
    expect(answers[0].body.activeStrikes).toBe(1);
  });

  it('20 parallel identical replies add one message', async () => {
    const ticket = await openTicket();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => command(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: 'We are on it.' }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await ticketOf(ticket.id)).messages).toHaveLength(1);
  });

  it('replays a later retry (status, body, Idempotent-Replayed) without running it again', async () => {
    const ticket = await openTicket();
    const key = randomUUID();
    const first = await command(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: 'First.' }, key);
    const retry = await command(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: 'First.' }, key);
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ ...first, replayed: true });
    expect((await ticketOf(ticket.id)).messages).toHaveLength(1);
    // The same body with its keys in another order is the same request.
    const userId = (await activeUser()).id;
    const granted = await command(admin, '/commission-rates/actions/grant', { rate: 7, userId }, `grant-${userId}`);
    expect(await command(admin, '/commission-rates/actions/grant', { userId, rate: 7 }, `grant-${userId}`)).toEqual({
      ...granted,
      replayed: true,
    });
  });

  it('replays a refusal too: the retry of a refused command is refused the same way', async () => {
    const ticket = await openTicket();
    const key = randomUUID();
    const refused = await command(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: '   ' }, key);
    expect(refused.status).toBe(400);
    expect(await command(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: '   ' }, key)).toEqual({
      ...refused,
      replayed: true,
    });
  });

  it('refuses the same key on another body or route with 422, and runs nothing', async () => {
    const ticket = await openTicket();
    const key = randomUUID();
    expect((await command(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: 'One.' }, key)).status).toBe(200);
    const otherBody = await command<{ code: string }>(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: 'Two.' }, key);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.code).toBe('app.errors.idempotency_key_reused');
    expect((await command(admin, `/support-tickets/${ticket.id}/actions/close`, {}, key)).status).toBe(422);
    const after = await ticketOf(ticket.id);
    expect(after.messages).toHaveLength(1);
    expect(after.status).toBe('pending');
  });

  it('keeps keys per administrator: the same key from another admin is their own action', async () => {
    const ticket = await openTicket();
    const key = randomUUID();
    expect((await command(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: 'Hello.' }, key)).replayed).toBe(false);
    const theirs = await command(employee, `/support-tickets/${ticket.id}/actions/reply`, { text: 'Hello.' }, key);
    expect(theirs.status).toBe(200);
    expect(theirs.replayed).toBe(false);
    expect((await ticketOf(ticket.id)).messages).toHaveLength(2);
  });

  it('refuses a key that is empty, longer than 200 characters or not visible ASCII (400 naming the header)', async () => {
    const ticket = await openTicket();
    for (const key of ['', 'k'.repeat(201), 'has space', 'clé']) {
      const res = await command<{ errors: Record<string, string> }>(
        admin,
        `/support-tickets/${ticket.id}/actions/reply`,
        { text: 'Hi.' },
        key,
      );
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['Idempotency-Key']);
    }
    expect((await command(admin, `/support-tickets/${ticket.id}/actions/reply`, { text: 'Hi.' }, 'k'.repeat(200))).status).toBe(200);
    expect((await ticketOf(ticket.id)).messages).toHaveLength(1);
  });
});

describe('with the version read', () => {
  it('20 parallel identical calls: one applies, the other 19 get 409 and the current record', async () => {
    const user = await activeUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        command<{ code?: string }>(admin, `/users/${user.id}/actions/issue_strike`, { reason: 'Spam links.', version: user.version }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array(19).fill([409, 'app.errors.conflict']));
    expect(await strikeCount(user.id)).toBe(1);
  });
});
