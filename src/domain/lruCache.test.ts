import { describe, expect, it } from 'vitest';
import { lruGet } from './lruCache';

describe('lruGet', () => {
  it('creates a value once, then returns it', () => {
    const cache = new Map<string, object>();
    let created = 0;
    const make = () => ((created += 1), {});
    const first = lruGet(cache, 'a', 2, make);
    expect(lruGet(cache, 'a', 2, make)).toBe(first);
    expect(created).toBe(1);
  });

  it('drops the least recently used entry past the bound', () => {
    const cache = new Map<string, number>();
    lruGet(cache, 'a', 2, () => 1);
    lruGet(cache, 'b', 2, () => 2);
    lruGet(cache, 'a', 2, () => 99); // a is now the most recently used
    lruGet(cache, 'c', 2, () => 3);
    expect([...cache.keys()]).toEqual(['a', 'c']);
    expect(lruGet(cache, 'b', 2, () => 4)).toBe(4);
  });
});
