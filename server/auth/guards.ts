import type { Request, RequestHandler, Response } from 'express';
import { isIP } from 'node:net';
import { sendError } from '../http/errors';
import type { AuthCore } from './core';
import type { SessionRecord } from './authRecords';
import type { Rec } from '../store/store';
import { ADMINS, toPrincipal } from './adminRecords';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client; blocks and session lists use the short form. */
export function normalizeIp(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return (v4 ? v4[1] : ip).toLowerCase();
}

/** The client address as Express sees it (X-Forwarded-For only with TRUST_PROXY=1). */
export function clientIp(req: Request): string {
  return normalizeIp(req.ip ?? req.socket.remoteAddress ?? '');
}

export function isValidIp(ip: unknown): ip is string {
  return typeof ip === 'string' && isIP(ip.trim()) !== 0;
}

/** The session token of an `Authorization: Bearer <token>` header; the scheme in any case, as RFC 7235 has it. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return m ? m[1] : null;
}

/**
 * 403 for a blocked address: one lookup by key per request, so a block made in any process holds
 * in every one at once. A request with a session token has its session and admin read at the same
 * time (requireSession waits for them), so that on PostgreSQL the address and the session cost
 * one round trip's wait rather than two. Those reads write nothing: a blocked request leaves its
 * session as it was (requireSession's `settle` writes, after the address has passed).
 */
export function ipGuard(core: AuthCore): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req);
    // Its failure is requireSession's to answer; a blocked request's goes unheard.
    if (token) admissionOf(core, req, token).catch(() => undefined);
    core.store.signInTables.blockedAddresses.find(clientIp(req)).then((blocked) => {
      if (blocked) sendError(res, 403, 'Requests from your network address are blocked.', 'app.auth.ip_blocked');
      else next();
    }, next);
  };
}

/**
 * A valid bearer token of a live session whose admin is still active, or 401. The admin's
 * role and permissions are read from the record on every request, so a change of role or a
 * revocation applies at once.
 */
export function requireSession(core: AuthCore): RequestHandler {
  return (req, res, next) => {
    // Mounted both by app.ts and by the private auth routes: the second pass has nothing to do.
    if (req.admin) return next();
    signedIn(core, req, res).then((admitted) => {
      if (admitted) next();
    }, next);
  };
}

/** A token's stored session and, when there is one, its admin: reads only. */
interface Admission {
  session: SessionRecord | undefined;
  admin: Rec | undefined;
}

async function admission(core: AuthCore, token: string): Promise<Admission> {
  const session = await core.sessions.lookup(token);
  return { session, admin: session && (await core.store.get(ADMINS, session.adminId)) };
}

/** One admission per request, whichever guard asks first. */
const admissions = new WeakMap<Request, Promise<Admission>>();
function admissionOf(core: AuthCore, req: Request, token: string): Promise<Admission> {
  let admitted = admissions.get(req);
  if (!admitted) {
    admitted = admission(core, token);
    admissions.set(req, admitted);
  }
  return admitted;
}

/** Sets req.admin and answers true, or answers the 401 and false. */
async function signedIn(core: AuthCore, req: Request, res: Response): Promise<boolean> {
  const token = bearerToken(req);
  if (!token) {
    sendError(res, 401, 'Please sign in to access this application.', 'app.auth.sign_in_required');
    return false;
  }
  const { session, admin } = await admissionOf(core, req, token);
  const found = await core.sessions.settle(session);
  if (found && 'session' in found) {
    if (admin && admin.status === 'active') {
      req.admin = toPrincipal(admin, found.session.id);
      return true;
    }
    await endSessionsOfInactive(core, found.session.adminId);
  }
  if (found && 'expired' in found) sendError(res, 401, 'Your session has expired. Please sign in again.', 'app.auth.session_expired');
  else sendError(res, 401, 'Please sign in to access this application.', 'app.auth.sign_in_required');
  return false;
}

/**
 * Ends the sessions of an admin found deleted or not active, checked again in the transaction
 * that ends them: the read above was outside one (every request makes it), and the admin may
 * have been restored since.
 */
async function endSessionsOfInactive(core: AuthCore, adminId: number): Promise<void> {
  await core.store.transaction(async (tx) => {
    const admin = await tx.get(ADMINS, adminId);
    if (!admin || admin.status !== 'active') await core.sessions.revokeAllOf(adminId);
  });
}
