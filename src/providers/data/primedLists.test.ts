import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIMED_LIST_TTL_MS, primeList, takePrimedList } from './primedLists';

const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'memberSince', order: 'DESC' as const }, filter: {} };
const page = () => Promise.resolve({ data: [{ id: 1 }], total: 1 });

describe('primed lists', () => {
  afterEach(() => {
    vi.useRealTimers();
    takePrimedList('users', params);
  });

  it('hands the page fetched ahead to the identical call, once', () => {
    const result = page();
    primeList('users', params, result);
    expect(takePrimedList('users', { ...params, filter: {}, sort: { order: 'DESC', field: 'memberSince' } })).toBe(result);
    expect(takePrimedList('users', params)).toBeNull();
  });

  it('drops it when the list asks for another page, sort or filter', () => {
    primeList('users', params, page());
    expect(takePrimedList('users', { ...params, filter: { accountType: 'business' } })).toBeNull();
    expect(takePrimedList('users', params)).toBeNull();
  });

  it('keeps it from another resource', () => {
    const result = page();
    primeList('users', params, result);
    expect(takePrimedList('orders', params)).toBeNull();
    expect(takePrimedList('users', params)).toBe(result);
  });

  it('does not hand out a stale page', () => {
    vi.useFakeTimers();
    primeList('users', params, page());
    vi.advanceTimersByTime(PRIMED_LIST_TTL_MS + 1);
    expect(takePrimedList('users', params)).toBeNull();
  });

  it('does not hand out a failed page', async () => {
    const failed = Promise.reject(new Error('down'));
    primeList('users', params, failed);
    await failed.catch(() => undefined);
    expect(takePrimedList('users', params)).toBeNull();
  });
});
