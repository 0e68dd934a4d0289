import { inject } from 'vitest';
import type { ServerPair } from '../globalSetup';

/**
 * The servers of the worker running this file (VITEST_POOL_ID counts workers from 1): one pair
 * per worker, so files running side by side never share a database.
 */
export function e2eServers(): ServerPair {
  const pairs = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return pairs[(worker - 1) % pairs.length];
}
