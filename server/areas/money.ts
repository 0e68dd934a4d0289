import type { Router } from 'express';
import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from '../actions/types';
import { orderActionHandlers, registerOrderWriteRules } from '../actions/orders';
import { commissionRateActionHandlers, registerCommissionRateWriteRules } from '../actions/commissionRates';
import { registerReferralWriteRules } from '../actions/referrals';
import { statisticsRoutes } from '../statistics/routes';

/**
 * This area's domain-command handlers, by resource then action name. Referral commands only move
 * `linkStatus`, so the mechanism applies them without a handler. Building the handlers also
 * registers the plain-REST rules that keep money and statuses command-only (once per app).
 */
export function actionHandlers(_ctx: ServerContext, _auth: AuthModule): ActionHandlers {
  registerOrderWriteRules();
  registerCommissionRateWriteRules();
  registerReferralWriteRules();
  return {
    orders: orderActionHandlers,
    'commission-rates': commissionRateActionHandlers,
  };
}

/** GET /statistics (dashboards) and GET /wallet/summary (My Wallet), mounted under /api after the session check. */
export function routes(ctx: ServerContext): Router {
  return statisticsRoutes(ctx);
}
