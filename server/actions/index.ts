import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from './types';
import * as manageUsers from '../areas/manageUsers';
import * as moderation from '../areas/moderation';
import * as money from '../areas/money';
import * as administration from '../areas/administration';
import * as content from '../areas/content';

/** Every resource's command handlers. Commands that only move a status need none. */
export function allActionHandlers(ctx: ServerContext, auth: AuthModule): ActionHandlers {
  const merged: ActionHandlers = {};
  for (const area of [manageUsers, moderation, money, administration, content]) {
    for (const [resource, handlers] of Object.entries(area.actionHandlers(ctx, auth))) {
      merged[resource] = { ...merged[resource], ...handlers };
    }
  }
  return merged;
}
