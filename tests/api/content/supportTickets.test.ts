import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

interface Ticket {
  id: number;
  version: number;
  status: string;
  adminId: number | null;
  messages: { from: string; authorId: number; text: string; at: string }[];
}

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let custom: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [admin, support, custom] = await Promise.all([
    apiClient(server),
    apiClient(server, 'support@example.com'),
    apiClient(server, 'custom@example.com'),
  ]);
});
afterAll(() => server.stop());

async function firstTicket(query: string): Promise<Ticket> {
  const { body } = await admin.json<Ticket[]>('GET', `/support-tickets?${query}&_end=1`);
  expect(body.length).toBe(1);
  return body[0];
}

async function me(client: ApiClient): Promise<number> {
  return (await client.json<{ admin: { id: number } }>('GET', '/auth/me')).body.admin.id;
}

describe('support-tickets reply', () => {
  it('appends the admin message, moves open → pending and assigns an unassigned ticket to the replier', async () => {
    const ticket = await firstTicket('status=open&adminId=null');
    const res = await support.json<Ticket>('POST', `/support-tickets/${ticket.id}/actions/reply`, { text: '  We are on it.  ' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('pending');
    expect(res.body.version).toBe(ticket.version + 1);
    expect(res.body.messages).toHaveLength(ticket.messages.length + 1);
    const last = res.body.messages.at(-1)!;
    expect(last).toMatchObject({ from: 'admin', text: 'We are on it.', authorId: await me(support) });
    expect(res.body.adminId).toBe(await me(support));
    const audit = await admin.json<{ action: string; changes: Record<string, unknown> }[]>(
      'GET',
      `/audit-log?resource=support-tickets&recordId=${ticket.id}`,
    );
    expect(audit.body.find((a) => a.action === 'reply')?.changes).toHaveProperty('status');
  });

  it('keeps a pending ticket pending and its assignee', async () => {
    const ticket = await firstTicket('status=pending');
    const res = await admin.json<Ticket>('POST', `/support-tickets/${ticket.id}/actions/reply`, { text: 'Any news?' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('pending');
    expect(res.body.adminId).toBe(ticket.adminId);
  });

  it('refuses a closed ticket (409), an empty text (400) and a role without support.act (403)', async () => {
    const closed = await firstTicket('status=closed');
    const refused = await admin.json<{ code: string }>('POST', `/support-tickets/${closed.id}/actions/reply`, { text: 'Hello' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('app.errors.transition');
    const open = await firstTicket('status=open');
    expect((await admin.send('POST', `/support-tickets/${open.id}/actions/reply`, { text: '   ' })).status).toBe(400);
    expect((await custom.send('POST', `/support-tickets/${open.id}/actions/reply`, { text: 'Hi' })).status).toBe(403);
    const unchanged = await admin.json<Ticket>('GET', `/support-tickets/${open.id}`);
    expect(unchanged.body.messages).toHaveLength(open.messages.length);
  });
});

describe('support-tickets close and reopen', () => {
  it('closes an open ticket, refuses closing it again, and reopens it', async () => {
    const ticket = await firstTicket('status=open');
    const closed = await support.json<Ticket>('POST', `/support-tickets/${ticket.id}/actions/close`, {});
    expect(closed.body.status).toBe('closed');
    expect((await support.send('POST', `/support-tickets/${ticket.id}/actions/close`, {})).status).toBe(409);
    const reopened = await support.json<Ticket>('POST', `/support-tickets/${ticket.id}/actions/reopen`, {});
    expect(reopened.body.status).toBe('open');
    expect((await support.send('POST', `/support-tickets/${ticket.id}/actions/reopen`, {})).status).toBe(409);
  });

  it('refuses close and reopen to a role without support.act', async () => {
    const open = await firstTicket('status=open');
    const closed = await firstTicket('status=closed');
    expect((await custom.send('POST', `/support-tickets/${open.id}/actions/close`, {})).status).toBe(403);
    expect((await custom.send('POST', `/support-tickets/${closed.id}/actions/reopen`, {})).status).toBe(403);
  });
});

describe('support-tickets plain REST', () => {
  it('lets nobody rewrite the conversation or the status outside the commands', async () => {
    const ticket = await firstTicket('status=open');
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = ticket as Ticket & Record<string, unknown>;
    const rewrite = await admin.json<{ code: string }>('PUT', `/support-tickets/${ticket.id}`, { ...rest, messages: [] });
    expect(rewrite.status).toBe(409);
    expect(rewrite.body.code).toBe('app.content.errors.command_only');
    const skip = await admin.json<{ code: string }>('PATCH', `/support-tickets/${ticket.id}`, {
      version: ticket.version,
      status: 'closed',
    });
    expect(skip.status).toBe(409);
    // Reading is enough for the list: tech support reads, a moderator-only custom role does not.
    expect((await support.send('GET', '/support-tickets?status=open')).status).toBe(200);
    expect((await custom.send('GET', '/support-tickets?status=open')).status).toBe(403);
  });
});
