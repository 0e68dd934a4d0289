import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from './types';
import { AREAS } from '../areas';

/** Every resource's command handlers. Commands that only move a status need none. */
export function allActionHandlers(ctx: ServerContext, auth: AuthModule): ActionHandlers {
  const merged: ActionHandlers = {};
  for (const area of AREAS) {
    for (const [resource, handlers] of Object.entries(area.actionHandlers(ctx, auth))) {
      merged[resource] = { ...merged[resource], ...handlers };
    }
  }
  return merged;
}
