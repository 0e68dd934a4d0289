import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

interface Chat {
  id: number;
  version: number;
  status: string;
  message: string;
  matchedWords: string[];
  adminNotes: string;
  lastReviewedAt: string | null;
  lastReviewedByAdminId: number | null;
  claimedByAdminId: number | null;
  claimExpiresAt: string | null;
}

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let support: ApiClient;
let adminId: number;
let employeeId: number;

/** Waiting chats nobody holds any more (the seed's claims ran out long ago), oldest ids first. */
async function freeWaitingChats(count: number): Promise<Chat[]> {
  const { body } = await admin.json<Chat[]>('GET', '/flagged-chats?status=awaiting_review&_sort=id&_order=asc');
  const free = body.filter((c) => !c.claimExpiresAt || Date.parse(c.claimExpiresAt) < Date.now());
  return free.splice(0, count);
}

async function auditActions(id: number): Promise<string[]> {
  const { body } = await admin.json<{ action: string }[]>('GET', `/audit-log?resource=flagged-chats&recordId=${id}`);
  return body.map((a) => a.action);
}

beforeAll(async () => {
  server = await startServer();
  [admin, employee, support] = await Promise.all([
    apiClient(server),
    apiClient(server, 'employee@example.com'),
    apiClient(server, 'support@example.com'),
  ]);
  const names = (await admin.json<{ data: { id: number; isMe: boolean }[] }>('GET', '/moderators')).body.data;
  adminId = names.find((n) => n.isMe)!.id;
  employeeId = (await employee.json<{ data: { id: number; isMe: boolean }[] }>('GET', '/moderators')).body.data.find((n) => n.isMe)!.id;
});
afterAll(() => server.stop());

describe('flagged chats: mark as reviewed', () => {
  it('records the reviewer, time and notes, frees the claim, audits, and refuses a repeat with 409', async () => {
    const [chat] = await freeWaitingChats(1);
    const done = await employee.json<Chat>('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, {
      adminNotes: 'Warned both parties.',
      version: chat.version,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'reviewed',
      adminNotes: 'Warned both parties.',
      lastReviewedByAdminId: employeeId,
      claimedByAdminId: null,
      claimExpiresAt: null,
    });
    expect(Date.now() - Date.parse(done.body.lastReviewedAt!)).toBeLessThan(60_000);
    expect(await auditActions(chat.id)).toContain('mark_reviewed');
    const again = await employee.json<{ code: string }>('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('app.errors.transition');
  });

  it('refuses roles without moderation.act with 403 and leaves the chat waiting', async () => {
    const [chat] = await freeWaitingChats(1);
    expect((await support.send('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, {})).status).toBe(403);
    expect((await admin.json<Chat>('GET', `/flagged-chats/${chat.id}`)).body.status).toBe('awaiting_review');
  });
});

describe('flagged chats: claims', () => {
  it('lets the holder renew and release, and answers 409 to everyone else while the claim lasts', async () => {
    const [chat] = await freeWaitingChats(1);
    const claimed = await admin.json<Chat>('POST', `/flagged-chats/${chat.id}/actions/claim`, {});
    expect(claimed.status).toBe(200);
    expect(claimed.body.claimedByAdminId).toBe(adminId);
    const minutes = (Date.parse(claimed.body.claimExpiresAt!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);

    for (const action of ['claim', 'mark_reviewed', 'release']) {
      const refused = await employee.json<{ code: string; claimedByAdminId: number }>(
        'POST',
        `/flagged-chats/${chat.id}/actions/${action}`,
        {},
      );
      expect(refused.status, action).toBe(409);
      expect(refused.body).toMatchObject({ code: 'app.moderation.errors.claimed_by_other', claimedByAdminId: adminId });
    }
    const current = (await employee.json<Chat>('GET', `/flagged-chats/${chat.id}`)).body;
    const noteEdit = await employee.json<{ code: string }>('PUT', `/flagged-chats/${chat.id}`, { ...current, adminNotes: 'Mine now.' });
    expect(noteEdit.status).toBe(409);
    expect(noteEdit.body.code).toBe('app.moderation.errors.claimed_by_other');

    const renewed = await admin.json<Chat>('POST', `/flagged-chats/${chat.id}/actions/claim`, {});
    expect(renewed.status).toBe(200);
    const released = await admin.json<Chat>('POST', `/flagged-chats/${chat.id}/actions/release`, {});
    expect(released.body).toMatchObject({ claimedByAdminId: null, claimExpiresAt: null });
    expect((await admin.json('POST', `/flagged-chats/${chat.id}/actions/release`, {})).status).toBe(409);
    expect((await employee.json('POST', `/flagged-chats/${chat.id}/actions/claim`, {})).status).toBe(200);
    // Claims and releases follow reading, not deciding: they write no audit entry (#39.12).
    expect(await auditActions(chat.id)).not.toEqual(expect.arrayContaining(['claim']));
    expect(await auditActions(chat.id)).not.toEqual(expect.arrayContaining(['release']));
  });

  it('lets the holder edit notes and mark as reviewed', async () => {
    const [chat] = await freeWaitingChats(1);
    const claimed = (await admin.json<Chat>('POST', `/flagged-chats/${chat.id}/actions/claim`, {})).body;
    const edited = await admin.json<Chat>('PUT', `/flagged-chats/${chat.id}`, { ...claimed, adminNotes: 'Reading the context.' });
    expect(edited.status).toBe(200);
    expect(edited.body.adminNotes).toBe('Reading the context.');
    expect(edited.body.claimedByAdminId).toBe(adminId);
    expect((await admin.json('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, {})).status).toBe(200);
  });

  it('treats a claim that ran out as free', async () => {
    const chat = (await admin.json<Chat[]>('GET', '/flagged-chats?status=awaiting_review')).body.find(
      (c) => c.claimedByAdminId !== null && c.claimedByAdminId !== employeeId && Date.parse(c.claimExpiresAt!) < Date.now(),
    );
    expect(chat, 'the seed has chats with lapsed claims').toBeDefined();
    expect((await employee.json('POST', `/flagged-chats/${chat!.id}/actions/claim`, {})).status).toBe(200);
  });

  it('refuses claiming a reviewed chat (409) and claims by roles without moderation.act (403)', async () => {
    const [reviewed] = (await admin.json<Chat[]>('GET', '/flagged-chats?status=reviewed&_end=1')).body;
    expect((await admin.json<{ code: string }>('POST', `/flagged-chats/${reviewed.id}/actions/claim`, {})).body.code).toBe(
      'app.errors.transition',
    );
    const [chat] = await freeWaitingChats(1);
    expect((await support.send('POST', `/flagged-chats/${chat.id}/actions/claim`, {})).status).toBe(403);
    expect((await support.send('POST', `/flagged-chats/${chat.id}/actions/release`, {})).status).toBe(403);
  });
});

describe('flagged chats: plain REST', () => {
  it('only lets notes change; status and claims move through commands', async () => {
    const [chat] = await freeWaitingChats(1);
    const res = await admin.json<{ errors: Record<string, string> }>('PUT', `/flagged-chats/${chat.id}`, {
      ...chat,
      status: 'reviewed',
      claimedByAdminId: adminId,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['claimedByAdminId', 'status']);
  });

  it('flags a created chat with the Threat Library matches, whatever the client claimed', async () => {
    const body = {
      chatroomId: 'room_test',
      sentByUserId: 6,
      message: 'Let us do a WIRE   transfer, not a scampi dinner.',
      matchedWords: ['nothing'],
      adminNotes: '',
      lastReviewedAt: null,
      lastReviewedByAdminId: null,
      claimedByAdminId: null,
      claimExpiresAt: null,
    };
    const created = await admin.json<Chat>('POST', '/flagged-chats', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ matchedWords: ['wire transfer'], status: 'awaiting_review' });
    expect((await admin.json('POST', '/flagged-chats', { ...body, message: 'Nothing wrong here.' })).status).toBe(400);
    // A status is the server's to set: a chat starts awaiting review.
    expect((await admin.json('POST', '/flagged-chats', { ...body, status: 'reviewed' })).status).toBe(400);
  });
});
