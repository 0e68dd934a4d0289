import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { TEXT_LIMITS } from '../../../src/domain/textLimits';
import { jsonBytes } from '../../../src/domain/recordSize';
import type { CommissionRate, SupportTicket, User } from '../../../src/domain/entities';

/**
 * Caps on list fields, map fields and a whole record's size (docs/api.md "Text limits"): the
 * 4 MB user and the 1 000-key verification request of the issue are refused naming the field,
 * and a command that would append to a full list is refused without writing anything.
 */
let server: TestServer;
let admin: ApiClient;
let fullRateId: number;
let heavyUserId: number;

type Errors = { errors: Record<string, string> };
type Refusal = { code: string; message: string };

const review = (text: string) => ({ authorName: 'Ravi', rating: 4, text, date: '2025-01-01T00:00:00.000Z' });

/**
 * db.json with one commission rate whose history is already full: filling it through the API
 * would take 500 commands. The entries repeat the last one (same rate, same instant), so the rate
 * in force at any time, and every seeded order, stays as it was. And one user whose reviews
 * bring the record to 2 KB under the size cap: reviews come from the marketplace, and the API
 * refuses them as a field the server owns, so only the seed can make a user that heavy.
 */
function seedWithFullLists(): { file: string; rateId: number; userId: number } {
  const db = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../db.json'), 'utf8')) as {
    'commission-rates': CommissionRate[];
    users: User[];
  };
  const rate = db['commission-rates'].find((r) => r.status === 'active')!;
  const last = rate.history.at(-1)!;
  while (rate.history.length < TEXT_LIMITS.rateChanges) rate.history.push({ ...last });
  const user = db.users.filter((u) => u.accountStatus === 'active').at(-1)!;
  const target = TEXT_LIMITS.recordBytes - 2048;
  const size = (reviews: User['reviews']) => jsonBytes({ ...user, reviews });
  const full = review('r'.repeat(TEXT_LIMITS.paragraph));
  const reviews: User['reviews'] = [];
  while (size([...reviews, full]) <= target) reviews.push(full);
  reviews.push(review('r'.repeat(target - size([...reviews, review('')]))));
  user.reviews = reviews;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bo-list-limits-')), 'seed.json');
  fs.writeFileSync(file, JSON.stringify(db));
  return { file, rateId: rate.id, userId: user.id };
}

beforeAll(async () => {
  const seed = seedWithFullLists();
  fullRateId = seed.rateId;
  heavyUserId = seed.userId;
  server = await startServer({ seedFile: seed.file });
  admin = await apiClient(server);
}, 60_000);
afterAll(() => server.stop());

const message = (authorId: number, text: string) => ({ from: 'admin', authorId, text, at: '2025-01-01T00:00:00.000Z' });

async function someUser(offset: number): Promise<User> {
  return (await admin.json<User[]>('GET', `/users?_sort=id&_order=ASC&_start=${offset}&_end=${offset + 1}`)).body[0];
}

async function myId(): Promise<number> {
  return (await admin.json<{ admin: { id: number } }>('GET', '/auth/me')).body.admin.id;
}

describe('list fields', () => {
  it('refuses the 4 MB user of the issue (1 000 reviews of 4 000 characters) with a 400 naming reviews, and leaves the user as it was', async () => {
    const user = await someUser(0);
    const res = await admin.json<Errors>('PATCH', `/users/${user.id}`, {
      reviews: Array.from({ length: 1000 }, () => review('r'.repeat(4000))),
      version: user.version,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['reviews']);
    expect((await admin.json<User>('GET', `/users/${user.id}`)).body).toEqual(user);
  });

  it('takes a list at its cap and refuses one item more', async () => {
    const user = await someUser(1);
    const full = Array.from({ length: TEXT_LIMITS.listItems }, (_, i) => `tag ${i}`);
    const over = await admin.json<Errors>('PATCH', `/users/${user.id}`, { tags: [...full, 'one more'], version: user.version });
    expect(over.status).toBe(400);
    expect(Object.keys(over.body.errors)).toEqual(['tags']);
    const atCap = await admin.json<User>('PATCH', `/users/${user.id}`, { tags: full, version: user.version });
    expect(atCap.status).toBe(200);
    expect(atCap.body.tags).toHaveLength(TEXT_LIMITS.listItems);
  });

  it('refuses a ticket created with more messages than a ticket keeps, naming messages', async () => {
    const me = await myId();
    const res = await admin.json<Errors>('POST', '/support-tickets', {
      userId: null,
      adminId: me,
      subject: 'Too long',
      messages: Array.from({ length: TEXT_LIMITS.ticketMessages + 1 }, () => message(me, 'Hello')),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['messages']);
  });
});

describe('map fields', () => {
  it('refuses a 4 MB verification request of 1 000 currentInfo keys with a 400 naming currentInfo', async () => {
    const sample = (await admin.json<Record<string, unknown>[]>('GET', '/verification-requests?_start=0&_end=1')).body[0];
    const body = {
      userId: sample.userId,
      kind: 'additional',
      selfieUrl: sample.selfieUrl,
      selfieTakenOn: sample.selfieTakenOn,
      newInfo: sample.newInfo,
    };
    const currentInfo = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`field${i}`, 'x'.repeat(4000)]));
    const huge = await admin.json<Errors>('POST', '/verification-requests', { ...body, currentInfo });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.errors)).toEqual(['currentInfo']);
    const ordinary = await admin.json<{ id: number }>('POST', '/verification-requests', { ...body, currentInfo: sample.currentInfo });
    expect(ordinary.status).toBe(201);
  });
});

describe('record size', () => {
  it('refuses a ticket whose messages are each within the caps but together pass 256 KB, naming messages', async () => {
    const me = await myId();
    const res = await admin.json<Errors>('POST', '/support-tickets', {
      userId: null,
      adminId: me,
      subject: 'Heavy',
      messages: Array.from({ length: 60 }, () => message(me, 'm'.repeat(TEXT_LIMITS.paragraph))),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['messages']);
    expect(res.body.errors.messages).toContain('256 KB');
  });

  it('names the field the request sent when a small change tips a heavy record over', async () => {
    // Reviews fill the seeded user to 2 KB under the cap: a new city fits, a 5 000-character bio no longer does.
    const heavy = (await admin.json<User>('GET', `/users/${heavyUserId}`)).body;
    expect(jsonBytes(heavy)).toBeGreaterThan(TEXT_LIMITS.recordBytes - 2100);
    const moved = await admin.json<User>('PATCH', `/users/${heavy.id}`, { city: 'Pune', version: heavy.version });
    expect(moved.status).toBe(200);
    expect(jsonBytes(moved.body)).toBeLessThanOrEqual(TEXT_LIMITS.recordBytes);
    const tipped = await admin.json<Errors>('PATCH', `/users/${heavy.id}`, {
      bio: 'b'.repeat(TEXT_LIMITS.paragraph),
      version: moved.body.version,
    });
    expect(tipped.status).toBe(400);
    expect(Object.keys(tipped.body.errors)).toEqual(['bio']);
  });
});

describe('commands that append to a full list', () => {
  it('refuses a reply to a ticket of 500 messages (409) and writes nothing; the Help Center chat too', async () => {
    const me = await myId();
    const created = await admin.json<SupportTicket>('POST', '/support-tickets', {
      userId: null,
      adminId: me,
      subject: 'A long conversation',
      messages: Array.from({ length: TEXT_LIMITS.ticketMessages }, (_, i) => message(me, `Message ${i}`)),
    });
    expect(created.status).toBe(201);
    const reply = await admin.json<Refusal>('POST', `/support-tickets/${created.body.id}/actions/reply`, { text: 'One more' });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('app.content.errors.ticket_full');
    expect(reply.body.message).toContain(`${TEXT_LIMITS.ticketMessages} messages`);
    const chat = await admin.json<Refusal>('POST', `/help-chat/${created.body.id}/messages`, { text: 'One more' });
    expect(chat.status).toBe(409);
    expect(chat.body.code).toBe('app.content.errors.ticket_full');
    const after = (await admin.json<SupportTicket>('GET', `/support-tickets/${created.body.id}`)).body;
    expect(after.version).toBe(created.body.version);
    expect(after.messages).toHaveLength(TEXT_LIMITS.ticketMessages);
  });

  it('refuses a reply that would take a ticket past 256 KB', async () => {
    const me = await myId();
    const long = message(me, 'm'.repeat(TEXT_LIMITS.paragraph));
    const count = Math.floor((TEXT_LIMITS.recordBytes - 1024) / (jsonBytes(long) + 1));
    const created = await admin.json<SupportTicket>('POST', '/support-tickets', {
      userId: null,
      adminId: me,
      subject: 'Heavy',
      messages: Array.from({ length: count }, () => long),
    });
    expect(created.status).toBe(201);
    const reply = await admin.json<Refusal>('POST', `/support-tickets/${created.body.id}/actions/reply`, {
      text: 'm'.repeat(TEXT_LIMITS.paragraph),
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('app.content.errors.ticket_full');
    expect(reply.body.message).toContain('256 KB');
    const small = await admin.json<SupportTicket>('POST', `/support-tickets/${created.body.id}/actions/reply`, { text: 'Short answer.' });
    expect(small.status).toBe(200);
  });

  it('refuses a change and a removal of a rate whose history is full (409), leaving the rate as it was', async () => {
    const before = (await admin.json<CommissionRate>('GET', `/commission-rates/${fullRateId}`)).body;
    expect(before.history).toHaveLength(TEXT_LIMITS.rateChanges);
    const change = await admin.json<Refusal>('POST', `/commission-rates/${fullRateId}/actions/change`, { rate: before.rate === 5 ? 6 : 5 });
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('app.money.errors.rate_history_full');
    const remove = await admin.json<Refusal>('POST', `/commission-rates/${fullRateId}/actions/remove`, {});
    expect(remove.status).toBe(409);
    expect((await admin.json<CommissionRate>('GET', `/commission-rates/${fullRateId}`)).body).toEqual(before);
  });
});
