// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIMED_LIST_TTL_MS, PrimedLists } from './primedLists';
import { createDataProvider } from './index';

const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'memberSince', order: 'DESC' as const }, filter: {} };
const page = () => Promise.resolve({ data: [{ id: 1 }], total: 1 });

describe('primed lists', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the page fetched ahead to the identical call, once', () => {
    const primed = new PrimedLists();
    const result = page();
    primed.prime('users', params, result);
    expect(primed.take('users', { ...params, filter: {}, sort: { order: 'DESC', field: 'memberSince' } })).toBe(result);
    expect(primed.take('users', params)).toBeNull();
  });

  it('drops it when the list asks for another page, sort or filter', () => {
    const primed = new PrimedLists();
    primed.prime('users', params, page());
    expect(primed.take('users', { ...params, filter: { accountType: 'business' } })).toBeNull();
    expect(primed.take('users', params)).toBeNull();
  });

  it('keeps it from another resource', () => {
    const primed = new PrimedLists();
    const result = page();
    primed.prime('users', params, result);
    expect(primed.take('orders', params)).toBeNull();
    expect(primed.take('users', params)).toBe(result);
  });

  it('does not hand out a stale page', () => {
    vi.useFakeTimers();
    const primed = new PrimedLists();
    primed.prime('users', params, page());
    vi.advanceTimersByTime(PRIMED_LIST_TTL_MS + 1);
    expect(primed.take('users', params)).toBeNull();
  });

  it('does not hand out a failed page', async () => {
    const primed = new PrimedLists();
    const failed = Promise.reject(new Error('down'));
    primed.prime('users', params, failed);
    await failed.catch(() => undefined);
    expect(primed.take('users', params)).toBeNull();
  });
});

describe('a data provider’s primed list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is its own: another provider in the same page asks the server', async () => {
    const fetchMock = vi.fn(
      async () => new Response('[{"id":2}]', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = createDataProvider('/api');
    const second = createDataProvider('/api');
    const result = page();
    first.primeList('users', params, result);
    expect((await second.getList('users', params)).data).toEqual([{ id: 2 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first.getList('users', params)).toBe(result);
  });
});
