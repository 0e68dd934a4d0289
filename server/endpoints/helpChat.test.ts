import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Store, SqliteStore } from '../store/store';
import { MIGRATIONS } from '../db/migrations';
import { COLLECTIONS } from '../../src/domain/collections';
import { serveRoutes } from '../../tests/helpers/routeHarness';
import type { ServerContext } from '../context';
import type { ServerConfig } from '../config';
import type { UploadStore } from '../uploads/uploadStore';
import type { ReadPool } from '../reads/readPool';
import { IdempotencyKeys } from '../actions/idempotency';
import { helpChatRoutes } from './helpChat';
import { TEXT_LIMITS } from '../../src/domain/textLimits';

let dir: string;
let store: Store;
let routes: Awaited<ReturnType<typeof serveRoutes>>;
let base: string;

/** Calls the routes as the admin with this id (the session middleware's job in the real app). */
async function call(adminId: number, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'x-admin': String(adminId), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Record<string, unknown>[] };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-chat-'));
  const seedFile = path.join(dir, 'seed.json');
  // The admins asking (a ticket's adminId is a foreign key to them).
  const admin = (id: number) => ({
    id,
    version: 1,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    firstName: 'Ada',
    lastName: `Admin ${id}`,
    email: `a${id}@example.com`,
    phone: '+44 20 7946 0100',
    avatar: null,
    role: 'tech_support',
    permissions: [],
    status: 'active',
    inviteExpiresAt: null,
    lastSignInAt: null,
  });
  fs.writeFileSync(seedFile, JSON.stringify({ admins: [admin(7), admin(8)] }));
  store = await SqliteStore.open({ dbFile: path.join(dir, 'db.sqlite'), seedFile, collections: COLLECTIONS, migrations: MIGRATIONS });
  const ctx: ServerContext = {
    config: {} as ServerConfig,
    store,
    uploads: {} as UploadStore,
    reads: {} as ReadPool,
    idempotency: new IdempotencyKeys(store),
    log: () => {},
  };
  routes = await serveRoutes(helpChatRoutes(ctx), (req) => {
    const id = Number(req.header('x-admin'));
    return { id, email: `a${id}@example.com`, role: 'tech_support', permissions: [], sessionId: 's' };
  });
  base = routes.base;
});

afterAll(async () => {
  await routes.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('help chat', () => {
  it('starts a ticket from the admin, audited, and lists only their own', async () => {
    const created = await call(7, 'POST', '/help-chat', { subject: 'Export fails', text: 'The CSV export is empty.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId: null, adminId: 7, subject: 'Export fails', status: 'open', version: 1 });
    expect(created.body.messages).toEqual([expect.objectContaining({ from: 'admin', authorId: 7, text: 'The CSV export is empty.' })]);
    expect((await store.all('audit-log')).at(-1)).toMatchObject({
      adminId: 7,
      action: 'help_chat_start',
      resource: 'support-tickets',
      recordId: created.body.id,
    });

    await call(8, 'POST', '/help-chat', { subject: 'Other admin', text: 'Hello' });
    const mine = await call(7, 'GET', '/help-chat');
    expect(mine.body.map((t) => t.subject)).toEqual(['Export fails']);
  });

  it('adds a reply to the own ticket only', async () => {
    const { body: ticket } = await call(7, 'POST', '/help-chat', { subject: 'Second', text: 'First line' });
    const reply = await call(7, 'POST', `/help-chat/${ticket.id}/messages`, { text: 'More detail' });
    expect(reply.status).toBe(200);
    expect((reply.body.messages as unknown[]).length).toBe(2);
    expect(reply.body.version).toBe(2);

    const foreign = await call(8, 'POST', `/help-chat/${ticket.id}/messages`, { text: 'Not mine' });
    expect(foreign.status).toBe(404);
  });

  it('refuses a reply to a closed conversation', async () => {
    const { body: ticket } = await call(7, 'POST', '/help-chat', { subject: 'Third', text: 'Question' });
    await store.transaction((tx) => tx.update('support-tickets', ticket.id as number, { status: 'closed' }));
    const reply = await call(7, 'POST', `/help-chat/${ticket.id}/messages`, { text: 'Anyone?' });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('app.help.chat.closed');
  });

  it('takes a message as long as the form allows, and refuses one longer (#36: refused past 200 characters)', async () => {
    const longest = 'x'.repeat(TEXT_LIMITS.paragraph);
    const started = await call(7, 'POST', '/help-chat', { subject: 's'.repeat(TEXT_LIMITS.line), text: longest });
    expect(started.status).toBe(201);
    const reply = await call(7, 'POST', `/help-chat/${started.body.id}/messages`, { text: longest });
    expect(reply.status).toBe(200);
    expect((reply.body.messages as { text: string }[]).map((m) => m.text.length)).toEqual([TEXT_LIMITS.paragraph, TEXT_LIMITS.paragraph]);

    const tooLong = await call(7, 'POST', `/help-chat/${started.body.id}/messages`, { text: `${longest}x` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toHaveProperty('text');
    expect((await call(7, 'POST', '/help-chat', { subject: 's'.repeat(TEXT_LIMITS.line + 1), text: 'x' })).body.errors).toHaveProperty(
      'subject',
    );
  });

  it('refuses invalid bodies with 400', async () => {
    expect((await call(7, 'POST', '/help-chat', { subject: ' ', text: 'x' })).status).toBe(400);
    expect((await call(7, 'POST', '/help-chat', { subject: 'a', text: 'b', extra: 1 })).status).toBe(400);
    expect((await call(7, 'POST', '/help-chat/1/messages', {})).status).toBe(400);
  });
});
