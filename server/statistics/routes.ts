import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { hasPermission, type Permission } from '../../src/domain/permissions';
import { SERVICE_TYPES, type User, type WalletTransaction } from '../../src/domain/entities';
import { isDay } from '../../src/domain/statistics';
import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import { aggregateOrders, STAT_ORDER_FIELDS, type StatOrder } from './aggregateOrders';
import { walletSummary, WALLET_ORDER_FIELDS, type WalletOrder } from './walletSummary';

const day = z.string().refine(isDay, { message: 'Expected a date YYYY-MM-DD' });

export const statisticsQuery = z
  .object({ from: day.optional(), to: day.optional(), serviceType: z.enum(SERVICE_TYPES).optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

function requirePermission(req: Request, permission: Permission): void {
  if (!hasPermission(req.admin, permission)) throw new HttpError(403, 'Your role does not allow this.', 'app.errors.forbidden');
}

/**
 * GET /statistics: every dashboard figure for a range of days and a service type, computed from
 * the orders at request time. GET /wallet/summary: the platform's wallet (docs/api/money.md).
 */
export function statisticsRoutes(ctx: ServerContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/statistics', (req, res) => {
    requirePermission(req, 'dashboard.view');
    const q = validateOrThrow(statisticsQuery, req.query);
    const nameOf = (userId: number) => {
      const user = store.get('users', userId) as unknown as User | undefined;
      return user ? `${user.firstName} ${user.lastName}` : null;
    };
    const stats = aggregateOrders(store.pick('orders', STAT_ORDER_FIELDS) as unknown as StatOrder[], { from: q.from ?? null, to: q.to ?? null, serviceType: q.serviceType ?? null }, nameOf);
    res.json(stats);
  });

  router.get('/wallet/summary', (req, res) => {
    requirePermission(req, 'wallet.view');
    validateOrThrow(z.object({}).strict(), req.query);
    const orders = store.pick('orders', WALLET_ORDER_FIELDS) as unknown as WalletOrder[];
    res.json(walletSummary(orders, store.pick('wallet-transactions', ['kind', 'amount']) as unknown as Pick<WalletTransaction, 'kind' | 'amount'>[]));
  });

  return router;
}
