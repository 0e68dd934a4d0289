import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/entities/orders';
import type { Statistics } from '../../src/domain/statistics';
import type { User } from '../../src/domain/entities/users';
import { apiClient, type ApiClient } from '../helpers/api';
import { startTwoServers, type TwoServers } from '../helpers/twoServers';

/**
 * Issue #35: what one API process keeps between requests (a list's total, the dashboard's
 * figures, which collections have search text to index) follows writes made by another process
 * on the same database, from the next request on.
 */
let servers: TwoServers;
let onA: ApiClient;
let onB: ApiClient;

beforeAll(async () => {
  servers = await startTwoServers();
  onA = await apiClient(servers.a, 'admin@example.com');
  onB = await apiClient(servers.b, 'admin@example.com');
});

afterAll(async () => {
  await servers?.stop();
});

const totalOf = async (api: ApiClient, path: string) => Number((await api.json('GET', path)).headers.get('X-Total-Count'));

describe('two processes on one database', () => {
  it("counts a list's total again after the other process adds to it", async () => {
    const path = '/languages?_sort=id&_order=ASC&_start=0&_end=5';
    const before = await totalOf(onB, path);
    // Read twice: the second answer comes from the total B keeps.
    expect(await totalOf(onB, path)).toBe(before);
    const created = await onA.json<{ id: number }>('POST', '/languages', { name: 'Shared Tongue', code: 'qsx' });
    expect(created.status).toBe(201);
    expect(await totalOf(onB, path)).toBe(before + 1);
    const filtered = `/languages?code=qsx&_start=0&_end=5`;
    expect(await totalOf(onB, filtered)).toBe(1);
    expect((await onA.json('DELETE', `/languages/${created.body.id}`)).status).toBe(200);
    expect(await totalOf(onB, filtered)).toBe(0);
  });

  it('finds by search a user the other process renamed a moment ago', async () => {
    const [user] = (await onA.json<User[]>('GET', '/users?_sort=id&_order=ASC&_start=3&_end=4')).body;
    // B searches first, so it has nothing of its own left to index.
    expect((await onB.json<User[]>('GET', '/users?q=qorvantix&_end=5')).body).toEqual([]);
    const renamed = await onA.json<User>('PATCH', `/users/${user.id}`, { city: 'Qorvantix', version: user.version });
    expect(renamed.status).toBe(200);
    const found = await onB.json<User[]>('GET', '/users?q=qorvantix&_end=5');
    expect(found.body.map((u) => u.id)).toEqual([user.id]);
  });

  it('imports a file whose chunks went to both processes', async () => {
    // Two chunks: the second is short. Started on A, chunk 0 to B, chunk 1 to A, imported on B.
    const lines = Array.from({ length: 1400 }, (_, i) => `"Shared service ${i}","${'Long description, with commas. '.repeat(14)}"`);
    const bytes = new TextEncoder().encode(`name,description\n${lines.join('\n')}\n`);
    const started = await onA.json<{ uploadId: string; chunkBytes: number }>('POST', '/lists/services-offered/uploads', {
      fileName: 'shared.csv',
      size: bytes.length,
    });
    expect(started.status).toBe(201);
    const { uploadId, chunkBytes } = started.body;
    expect(bytes.length).toBeGreaterThan(chunkBytes);
    expect(bytes.length).toBeLessThanOrEqual(2 * chunkBytes);
    const chunk = (index: number) => ({
      index,
      data: Buffer.from(bytes.subarray(index * chunkBytes, (index + 1) * chunkBytes)).toString('base64'),
    });
    expect((await onB.json('POST', `/lists/services-offered/uploads/${uploadId}/chunks`, chunk(0))).status).toBe(200);
    // The same chunk again, to the other process: out of order, not taken twice.
    expect((await onA.json('POST', `/lists/services-offered/uploads/${uploadId}/chunks`, chunk(0))).status).toBe(409);
    expect((await onA.json('POST', `/lists/services-offered/uploads/${uploadId}/chunks`, chunk(1))).status).toBe(200);
    const imported = await onB.json<{ added: number }>('POST', '/lists/services-offered/import', { mode: 'add_more', uploadId });
    expect(imported.status).toBe(200);
    expect(imported.body.added).toBe(1400);
    // Used up on both.
    expect((await onA.json('POST', '/lists/services-offered/import', { mode: 'add_more', uploadId })).status).toBe(404);
    expect((await onA.json('POST', '/lists/services-offered/revert', {})).status).toBe(200);
  });

  it("moves the dashboard's figures after the other process cancels an order", async () => {
    const count = (s: Statistics, status: string) => s.byStatus.find((b) => b.status === status)?.count ?? 0;
    const before = (await onB.json<Statistics>('GET', '/statistics')).body;
    const [open] = (await onA.json<Order[]>('GET', '/orders?status=in_progress&_end=1')).body;
    const cancelled = await onA.json<Order>('POST', `/orders/${open.id}/actions/cancel_by_admin`, {
      refundAmount: 0,
      version: open.version,
    });
    expect(cancelled.status).toBe(200);
    const after = (await onB.json<Statistics>('GET', '/statistics')).body;
    expect(count(after, 'in_progress')).toBe(count(before, 'in_progress') - 1);
    expect(count(after, 'cancelled_by_admin')).toBe(count(before, 'cancelled_by_admin') + 1);
  });
});
