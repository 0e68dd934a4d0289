import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from '../actions/types';
import type { WriteRules } from '../rest/writeRules';
import { orderActionHandlers, registerOrderWriteRules } from '../actions/orders';
import { commissionRateActionHandlers, registerCommissionRateWriteRules } from '../actions/commissionRates';
import { registerReferralWriteRules } from '../actions/referrals';
import { statisticsRoutes } from '../statistics/routes';
import type { DeclaredRouter } from '../http/declaredRouter';

/** The plain-REST rules that keep money and statuses command-only. */
export function writeRules(rules: WriteRules): void {
  registerOrderWriteRules(rules);
  registerCommissionRateWriteRules(rules);
  registerReferralWriteRules(rules);
}

/**
 * This area's domain-command handlers, by resource then action name. Referral commands only move
 * `linkStatus`, so the mechanism applies them without a handler.
 */
export function actionHandlers(_ctx: ServerContext, _auth: AuthModule): ActionHandlers {
  return {
    orders: orderActionHandlers,
    'commission-rates': commissionRateActionHandlers,
  };
}

/** GET /statistics (dashboards) and GET /wallet/summary (My Wallet), mounted under /api after the session check. */
export function routes(ctx: ServerContext, _auth: AuthModule): DeclaredRouter {
  return statisticsRoutes(ctx);
}
