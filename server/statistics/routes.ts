import { type Request } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { SERVICE_TYPES } from '../../src/domain/entities';
import { isDay, type RankedUser, type Statistics, type WalletSummary } from '../../src/domain/statistics';
import { lruGet } from '../../src/domain/lruCache';
import { routePermission } from '../http/routePermission';
import { validateOrThrow } from '../rest/validate';
import { DeclaredRouter } from '../http/declaredRouter';

const day = z.string().refine(isDay, { message: 'Expected a date YYYY-MM-DD' });

export const statisticsQuery = z
  .object({ from: day.optional(), to: day.optional(), serviceType: z.enum(SERVICE_TYPES).optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

/** Figures kept per range and service type: a dashboard's ranges and types, for every admin at once. */
const CACHED_FIGURES = 64;

/**
 * The figures as the caller may see them. They are computed and kept for every admin at once, so
 * the people in the top lists are withheld here, per request, from a role that may not read users.
 */
function seenBy(req: Request, figures: Statistics): Statistics {
  if (hasPermission(req.admin, COLLECTION_ACCESS.users.read)) return figures;
  const anonymous = (u: RankedUser): RankedUser => ({ ...u, userId: null, name: null });
  return { ...figures, topCustomers: figures.topCustomers.map(anonymous), topEarners: figures.topEarners.map(anonymous) };
}

/**
 * GET /statistics: every dashboard figure for a range of days and a service type. GET
 * /wallet/summary: the platform's wallet (docs/api/money.md). Both read every order, so a read
 * worker computes them (server/reads), and an answer is kept until a collection it read is
 * written: the same figures asked again, by any admin, cost nothing.
 */
export function statisticsRoutes(ctx: ServerContext): DeclaredRouter {
  const router = new DeclaredRouter();
  const { store, reads } = ctx;
  const figures = new Map<string, { written: string; value: Promise<unknown> }>();
  /** The answer for `key`, computed once while none of `collections` is written. */
  const cached = (key: string, collections: readonly string[], compute: () => Promise<unknown>) => {
    const written = collections.map((c) => store.writeCount(c)).join(',');
    const entry = lruGet(figures, key, CACHED_FIGURES, () => ({ written, value: compute() }));
    if (entry.written === written) return entry.value;
    const fresh = { written, value: compute() };
    figures.set(key, fresh);
    return fresh.value;
  };
  /** A refusal (503 over budget) is not kept: the next request computes again. */
  const settled = async (key: string, value: Promise<unknown>) => {
    try {
      return await value;
    } catch (e) {
      if (figures.get(key)?.value === value) figures.delete(key);
      throw e;
    }
  };

  router.get('/statistics', routePermission, async (req, res, next) => {
    try {
      const q = validateOrThrow(statisticsQuery, req.query);
      const query = { from: q.from ?? null, to: q.to ?? null, serviceType: q.serviceType ?? null };
      const key = `statistics:${JSON.stringify(query)}`;
      // Top customers and earners are named: a user's rename changes the figures too.
      const value = cached(key, ['orders', 'users'], () => reads.run<Statistics>({ kind: 'statistics', query }));
      res.json(seenBy(req, (await settled(key, value)) as Statistics));
    } catch (e) {
      next(e);
    }
  });

  router.get('/wallet/summary', routePermission, async (req, res, next) => {
    try {
      validateOrThrow(z.object({}).strict(), req.query);
      const value = cached('wallet', ['orders', 'wallet-transactions'], () => reads.run<WalletSummary>({ kind: 'walletSummary' }));
      res.json(await settled('wallet', value));
    } catch (e) {
      next(e);
    }
  });

  return router;
}
