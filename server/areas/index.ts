import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from '../actions/types';
import type { WriteRules } from '../rest/writeRules';
import type { DeclaredRouter } from '../http/declaredRouter';
import * as manageUsers from './manageUsers';
import * as moderation from './moderation';
import * as money from './money';
import * as administration from './administration';
import * as content from './content';

/**
 * What an area of the back-office adds to the app, each declared on registries the app owns
 * (server/app.ts): nothing here is kept between two apps.
 */
export interface Area {
  /** The checks plain REST writes to its collections go through. */
  writeRules(rules: WriteRules): void;
  /** Its domain-command handlers, by resource then action name. */
  actionHandlers(ctx: ServerContext, auth: AuthModule): ActionHandlers;
  /** Its endpoints other than plain REST, mounted under /api after the session check. */
  routes(ctx: ServerContext, auth: AuthModule): DeclaredRouter;
}

export const AREAS: readonly Area[] = [manageUsers, moderation, money, administration, content];
