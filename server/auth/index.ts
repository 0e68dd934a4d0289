import type { RequestHandler } from 'express';
import type { ServerContext } from '../context';
import type { Rec, Transaction } from '../store/store';
import { AuthCore } from './core';
import { loadAuthSettings, type AuthSettings } from './settings';
import { ipGuard, requireSession } from './guards';
import { authRouter } from './routes';
import { AdminCommands } from './controls';
import { registerAdminWriteRules } from './adminRules';
import { ensureDemoPasswords } from './demoAccounts';
import { auditAuthEvent } from './auditTrail';
import type { SessionView } from './sessions';
import type { BlockedIp } from './authRecords';
import type { DeclaredRouter } from '../http/declaredRouter';
import type { WriteRules } from '../rest/writeRules';

export { DEMO_PASSWORD, DEMO_EMAILS } from './settings';
export type { AdminCommands, InviteRequest } from './controls';
export type { SessionView } from './sessions';

/** The admin controls as plain async calls (each one transaction, audited when the actor is known). */
export interface AdminControls {
  revokeAccess(adminId: number, byAdminId: number): Promise<Rec>;
  signOutAll(adminId: number, byAdminId?: number): Promise<Rec>;
  voidInvite(adminId: number, byAdminId?: number): Promise<Rec>;
  sendPasswordReset(adminId: number, byAdminId?: number): Promise<Rec>;
  sessionsOf(adminId: number): Promise<SessionView[]>;
  /** Oldest first. */
  blockedIps(): Promise<BlockedIp[]>;
}

export interface AuthModule {
  /** Mounted at /api/auth (bodies parsed, req.ip the client address). */
  routes: DeclaredRouter;
  /** Adds the rules plain REST writes to admins go through (one status, no role above one's own, ...). */
  writeRules(rules: WriteRules): void;
  /** First on every /api request: 403 for a blocked address. */
  ipGuard: RequestHandler;
  /** Every /api route outside the public auth endpoints: sets req.admin or answers 401. */
  requireSession: RequestHandler;
  controls: AdminControls;
  /** The same controls inside a caller's transaction, for the domain-command handlers. */
  commands: AdminCommands;
  settings: AuthSettings;
  close(): Promise<void>;
}

/** Builds the auth module: gives demo accounts their password. */
export async function createAuth(ctx: ServerContext, settings: AuthSettings = loadAuthSettings()): Promise<AuthModule> {
  const core = new AuthCore(ctx, settings);
  await ensureDemoPasswords(core);
  const commands = new AdminCommands(core);
  const guard = requireSession(core);
  const pruneTimer = setInterval(() => {
    Promise.all([core.limiter.prune(), core.forgotLimiter.prune()]).catch((e: unknown) =>
      ctx.log(`Pruning the sign-in failures failed: ${(e as Error).message}`),
    );
  }, 60_000);
  pruneTimer.unref();

  /** One transaction around a command, with an audit entry when the actor is known. */
  const run = <T extends Rec>(action: string, adminId: number, byAdminId: number | undefined, fn: (tx: Transaction) => Promise<T>) =>
    ctx.store.transaction(async (tx) => {
      const before = await tx.get('admins', adminId);
      const snapshot = before ? { ...before } : null;
      const after = await fn(tx);
      if (byAdminId !== undefined)
        await auditAuthEvent(tx, { actorId: byAdminId, action, resource: 'admins', recordId: adminId, ip: null, before: snapshot, after });
      return after;
    });

  const controls: AdminControls = {
    revokeAccess: (adminId, byAdminId) => run('revoke_access', adminId, byAdminId, (tx) => commands.revokeAccess(tx, adminId, byAdminId)),
    signOutAll: (adminId, byAdminId) => run('sign_out_all', adminId, byAdminId, (tx) => commands.signOutAll(tx, adminId)),
    voidInvite: (adminId, byAdminId) => run('void_invite', adminId, byAdminId, (tx) => commands.voidInvite(tx, adminId)),
    sendPasswordReset: (adminId, byAdminId) =>
      run('send_password_reset', adminId, byAdminId, (tx) => commands.sendPasswordReset(tx, adminId)),
    sessionsOf: (adminId) => commands.sessionsOf(adminId),
    blockedIps: () => commands.blockedIps(),
  };

  return {
    routes: authRouter(core, guard),
    writeRules: (rules) => registerAdminWriteRules(rules, core),
    ipGuard: ipGuard(core),
    requireSession: guard,
    controls,
    commands,
    settings,
    close: async () => {
      clearInterval(pruneTimer);
      await core.close();
    },
  };
}
