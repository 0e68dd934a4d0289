import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { DEFAULT_IDEMPOTENCY_LIMITS, IdempotencyKeys } from './idempotency';

/** A table with a clock the test moves, and work that counts how often it ran. */
function setup(limits: Partial<typeof DEFAULT_IDEMPOTENCY_LIMITS> = {}) {
  let now = 0;
  const keys = new IdempotencyKeys({ ...DEFAULT_IDEMPOTENCY_LIMITS, ...limits }, () => now);
  let runs = 0;
  const work = (answer: unknown = { ok: 1 }) => async () => {
    runs += 1;
    return answer;
  };
  return { keys, work, runs: () => runs, advance: (ms: number) => void (now += ms) };
}

describe('IdempotencyKeys', () => {
  it('runs once per admin and key, and answers repeats with the first outcome', async () => {
    const { keys, work, runs } = setup();
    const first = await keys.run(1, 'k', { body: 1 }, work({ id: 5 }));
    const again = await keys.run(1, 'k', { body: 1 }, work({ id: 6 }));
    expect(first).toEqual({ outcome: { ok: true, body: { id: 5 } }, replayed: false });
    expect(again).toEqual({ outcome: { ok: true, body: { id: 5 } }, replayed: true });
    await keys.run(2, 'k', { body: 1 }, work());
    expect(runs()).toBe(2);
  });

  it('refuses the key on another request with 422, whatever the order of its keys', async () => {
    const { keys, work } = setup();
    await keys.run(1, 'k', { route: 'a', body: { x: 1, y: 2 } }, work());
    expect((await keys.run(1, 'k', { body: { y: 2, x: 1 }, route: 'a' }, work())).replayed).toBe(true);
    await expect(keys.run(1, 'k', { route: 'a', body: { x: 2, y: 2 } }, work())).rejects.toMatchObject({ status: 422, code: 'app.errors.idempotency_key_reused' });
  });

  it('keeps a refusal, forgets a failure of the server (a retry runs again)', async () => {
    const { keys } = setup();
    const refusal = new HttpError(409, 'No.');
    await keys.run(1, 'refused', {}, async () => Promise.reject(refusal));
    expect((await keys.run(1, 'refused', {}, async () => 'ran')).outcome).toEqual({ ok: false, error: refusal });
    await expect(keys.run(1, 'failed', {}, async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect((await keys.run(1, 'failed', {}, async () => 'ran')).outcome).toEqual({ ok: true, body: 'ran' });
  });

  it('forgets a key after its time', async () => {
    const { keys, work, runs, advance } = setup({ ttlMs: 1000 });
    await keys.run(1, 'k', {}, work());
    advance(999);
    await keys.run(1, 'k', {}, work());
    advance(1);
    expect((await keys.run(1, 'k', {}, work())).replayed).toBe(false);
    expect(runs()).toBe(2);
  });

  it('holds at most its caps: an admin past their share loses their own oldest keys, not the others’', async () => {
    const { keys, work } = setup({ maxEntries: 5, maxEntriesPerAdmin: 3 });
    await keys.run(2, 'theirs', {}, work());
    for (const k of ['a', 'b', 'c', 'd']) await keys.run(1, k, {}, work());
    expect(keys.size).toBe(4);
    expect((await keys.run(2, 'theirs', {}, work())).replayed).toBe(true);
    expect((await keys.run(1, 'a', {}, work())).replayed).toBe(false);
    for (const admin of [3, 4, 5]) await keys.run(admin, 'x', {}, work());
    expect(keys.size).toBe(5);
  });
});
