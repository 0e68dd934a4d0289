import { HttpError } from '../http/errors';
import type { Rec, Transaction } from '../store/store';
import { ROLES, isPermission, type Role } from '../../src/domain/permissions';
import type { AuthCore } from './core';
import { ADMINS, findByEmail, identifierKey, isLastActiveAdmin, normalizeEmail } from './adminRecords';
import { isValidIp, normalizeIp } from './guards';
import type { SessionView } from './sessions';
import type { BlockedIp } from './authRecords';

export interface InviteRequest {
  email: string;
  role: Role;
  permissions?: readonly string[];
  firstName?: string;
  lastName?: string;
}

/** 127.0.0.0/8, ::1, and the unspecified addresses 0.0.0.0 and :: (already normalised). */
function isLoopbackOrUnspecified(address: string): boolean {
  return address.startsWith('127.') || address === '::1' || address === '0.0.0.0' || address === '::' || /^0*:(0*:)*0*1?$/.test(address);
}

function notFound(): HttpError {
  return new HttpError(404, 'Not found.');
}

/** "jane.doe@x.com" -> Jane / Doe: the record needs names before the invitee gives theirs. */
function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const words = email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return { firstName: words[0] ?? 'Invited', lastName: words.slice(1).join(' ') || 'Admin' };
}

/**
 * The admin controls of the Administrators screens, enforced here. Each works inside the
 * caller's transaction (domain commands run their handler in one), so the record change and
 * its audit entry land together, and so do the session and code changes (their tables are
 * written in the same transaction). What each checks (the admin's status, the last active Admin,
 * a taken address) is read through that `tx`, so it still holds when the write lands; the mails
 * go once it has committed.
 */
export class AdminCommands {
  constructor(private readonly core: AuthCore) {}

  private async target(tx: Transaction, adminId: number | string): Promise<Rec> {
    const admin = await tx.get(ADMINS, adminId);
    if (!admin) throw notFound();
    return admin;
  }

  /** The admin can no longer sign in and every session of theirs ends now. */
  async revokeAccess(tx: Transaction, adminId: number | string, byAdminId: number): Promise<Rec> {
    const admin = await this.target(tx, adminId);
    if (Number(admin.id) === byAdminId) throw new HttpError(409, 'You cannot revoke your own access.', 'app.auth.cannot_revoke_self');
    if (await isLastActiveAdmin(tx, admin)) {
      throw new HttpError(409, 'The last active Admin cannot be revoked.', 'app.auth.last_admin');
    }
    const updated = admin.status === 'revoked' ? admin : await tx.update(ADMINS, admin.id, { status: 'revoked', inviteExpiresAt: null });
    await this.core.sessions.revokeAllOf(Number(admin.id));
    await this.core.challenges.dropAll(Number(admin.id));
    return updated;
  }

  async signOutAll(tx: Transaction, adminId: number | string): Promise<Rec> {
    const admin = await this.target(tx, adminId);
    await this.core.sessions.revokeAllOf(Number(admin.id));
    return admin;
  }

  /**
   * Every request from the address gets 403 from now on, whoever sends it. `protectedIps` are the
   * caller's own address and the peer the request came through (a proxy's, with TRUST_PROXY=1):
   * blocking either, or a loopback address, would lock every administrator out. Part of the
   * caller's transaction when there is one.
   */
  async blockIp(ip: unknown, byAdminId: number | null, protectedIps: readonly string[]): Promise<BlockedIp> {
    if (!isValidIp(ip)) {
      throw new HttpError(400, 'Enter a valid IPv4 or IPv6 address.', 'app.auth.ip_invalid', {
        errors: { ip: 'Enter a valid IPv4 or IPv6 address.' },
      });
    }
    const address = normalizeIp(ip.trim());
    if (protectedIps.map(normalizeIp).includes(address)) {
      throw new HttpError(
        409,
        'You cannot block the address you are connected from: every request of yours would be refused.',
        'app.auth.ip_own',
      );
    }
    if (isLoopbackOrUnspecified(address)) {
      throw new HttpError(
        409,
        'Loopback and unspecified addresses cannot be blocked: the server and its proxy use them.',
        'app.auth.ip_protected',
      );
    }
    const { store } = this.core;
    return store.write(async () => {
      const existing = await store.signInTables.blockedAddresses.find(address);
      if (existing) return existing;
      const entry: BlockedIp = { ip: address, blockedAt: new Date().toISOString(), byAdminId };
      await store.signInTables.blockedAddresses.insert(entry);
      return entry;
    });
  }

  /** Requests from the address are served again; 404 when it was not blocked. Part of the caller's transaction when there is one. */
  async unblockIp(ip: string): Promise<BlockedIp> {
    const address = normalizeIp(ip.trim());
    const { store } = this.core;
    return store.write(async () => {
      const entry = await store.signInTables.blockedAddresses.find(address);
      if (!entry) throw new HttpError(404, 'This address is not blocked.', 'app.auth.ip_not_blocked');
      await store.signInTables.blockedAddresses.remove(address);
      return entry;
    });
  }

  /**
   * Undoes a revocation: the admin is active again and signs in with their password and a new
   * code (their sessions ended with the revocation). One with no password yet is mailed a reset code.
   */
  async restoreAccess(tx: Transaction, adminId: number | string): Promise<Rec> {
    const admin = await this.target(tx, adminId);
    if (admin.status !== 'revoked') throw new HttpError(409, 'Only a revoked administrator can be restored.', 'app.auth.not_revoked');
    const restored = await tx.update(ADMINS, admin.id, { status: 'active', inviteExpiresAt: null });
    // Without a password (an invitation revoked before it was accepted) they choose one from a mailed code.
    if (!(await this.core.passwordHashOf(Number(admin.id)))) await this.sendPasswordReset(tx, admin.id);
    return restored;
  }

  /** Every blocked address, oldest first. */
  blockedIps(): Promise<BlockedIp[]> {
    return this.core.store.signInTables.blockedAddresses.all();
  }

  /** The invite link stops working: its code is dropped and the invite expires now. */
  async voidInvite(tx: Transaction, adminId: number | string): Promise<Rec> {
    const admin = await this.target(tx, adminId);
    if (admin.status !== 'invited') throw new HttpError(409, 'Only a pending invitation can be voided.', 'app.auth.not_invited');
    await this.core.challenges.dropAll(Number(admin.id), ['invite']);
    return tx.update(ADMINS, admin.id, { inviteExpiresAt: tx.now });
  }

  /** Mails the admin a reset code with a link to /new-password, once the transaction has committed. */
  async sendPasswordReset(tx: Transaction, adminId: number | string): Promise<Rec> {
    const admin = await this.target(tx, adminId);
    if (admin.status !== 'active') throw new HttpError(409, 'Only an active administrator can reset a password.', 'app.auth.not_active');
    const { challenge, code } = await this.core.challenges.issue({
      adminId: Number(admin.id),
      purpose: 'password_reset',
      to: String(admin.email),
      limitKey: identifierKey(String(admin.email)),
    });
    this.core.deliverAfterCommit(tx, challenge, code);
    return admin;
  }

  /**
   * Creates an invited admin (or renews a pending invite of the same email) valid 72 hours,
   * and mails the invite code once the transaction has committed.
   */
  async invite(tx: Transaction, request: InviteRequest): Promise<Rec> {
    const email = normalizeEmail(request.email);
    if (!(ROLES as readonly string[]).includes(request.role)) {
      throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors: { role: 'Unknown role.' } });
    }
    const permissions = request.role === 'custom' ? [...new Set((request.permissions ?? []).filter(isPermission))] : [];
    const inviteExpiresAt = new Date(Date.parse(tx.now) + this.core.settings.inviteTtlMs).toISOString();
    const existing = await findByEmail(tx, email);
    if (existing && existing.status !== 'invited') {
      throw new HttpError(409, 'Another administrator already uses this email address.', 'app.account.email_taken');
    }
    const names = namesFromEmail(email);
    const fields = { role: request.role, permissions, status: 'invited', inviteExpiresAt };
    const admin = existing
      ? await tx.update(ADMINS, existing.id, fields)
      : await tx.insert(ADMINS, {
          firstName: request.firstName?.trim() || names.firstName,
          lastName: request.lastName?.trim() || names.lastName,
          email,
          phone: '',
          avatar: null,
          ...fields,
          lastSignInAt: null,
        });
    const { challenge, code } = await this.core.challenges.issue({
      adminId: Number(admin.id),
      purpose: 'invite',
      to: email,
      limitKey: identifierKey(email),
      ttlMs: this.core.settings.inviteTtlMs,
    });
    this.core.deliverAfterCommit(tx, challenge, code);
    return admin;
  }

  sessionsOf(adminId: number | string): Promise<SessionView[]> {
    return this.core.sessions.list(Number(adminId));
  }
}
