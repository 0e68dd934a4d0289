import type { Admin, AuditEntryCreate, CommissionRate } from '../../src/domain/entities';
import { hasPermission, type Permission } from '../../src/domain/permissions';
import { iso, SEED_NOW } from './clock';
import type { SeedDb, SeedRecord } from './db';
import type { SeedOptions } from './options';
import type { Random } from './random';
import type { UserIndex } from './users/plan';
import type { PendingReferral } from './users/referrals';

/** An order a report already points at (a reported job proposal): the order phase must honour it. */
export interface OrderClaim {
  /** The reported user posted the job. */
  customerId: number;
  /** The order was placed before it was reported. */
  reportedAt: number;
  /** Set when the report was acted on: the job was cancelled by an administrator then. */
  cancelledAt: number | null;
}

/**
 * An order a custom commission rate claims: its user places it while the rate is in force
 * (paid in [from, to]), so every seeded rate applies to at least one order.
 */
export interface RateOrderClaim {
  customerId: number;
  from: number;
  to: number;
}

/** Everything generators share: the random stream, the output, and what later records refer to. */
export interface SeedContext {
  rng: Random;
  db: SeedDb;
  options: SeedOptions;
  now: number;
  categories: Map<string, string[]>;
  /** Normalized Threat Library entries. */
  restrictedWords: string[];
  admins: SeedRecord<'admins'>[];
  users: UserIndex;
  /** Orders already named by reports, by order id. */
  orderClaims: Map<number, OrderClaim>;
  /** Orders claimed by custom commission rates, by order id (never one a report claimed). */
  rateOrderClaims: Map<number, RateOrderClaim>;
  /** Custom commission rates by user id, for the rate in force when an order is placed. */
  customRates: Map<number, Pick<CommissionRate, 'userId' | 'history'>>;
  /** Referrals drawn with their users, written after the orders (writeReferrals). */
  pendingReferrals: PendingReferral[];
  /** When each order a referred user placed or took was paid, by user id. */
  referredOrders: Map<number, number[]>;
  /** The active administrators who hold `permission`. */
  adminsWith(permission: Permission): Admin[];
}

export function createContext(
  parts: Omit<
    SeedContext,
    'now' | 'orderClaims' | 'rateOrderClaims' | 'customRates' | 'pendingReferrals' | 'referredOrders' | 'adminsWith'
  >,
): SeedContext {
  const allowed = new Map<Permission, Admin[]>();
  const adminsWith = (permission: Permission) => {
    let admins = allowed.get(permission);
    if (!admins) {
      admins = parts.admins.filter((a) => a.status === 'active' && hasPermission(a, permission));
      allowed.set(permission, admins);
    }
    return admins;
  };
  return {
    ...parts,
    now: SEED_NOW,
    orderClaims: new Map(),
    rateOrderClaims: new Map(),
    customRates: new Map(),
    pendingReferrals: [],
    referredOrders: new Map(),
    adminsWith,
  };
}

/** An order id no report or rate has claimed yet (a few random tries), or null when none was found. */
export function unclaimedOrderId(ctx: SeedContext): number | null {
  for (let attempt = 0; attempt < 8; attempt++) {
    const orderId = ctx.rng.int(1, ctx.options.orders);
    if (!ctx.orderClaims.has(orderId) && !ctx.rateOrderClaims.has(orderId)) return orderId;
  }
  return null;
}

/** An active administrator allowed to do what `permission` covers: who made a seeded decision. */
export function pickAdmin(ctx: SeedContext, permission: Permission): Admin {
  return ctx.rng.pick(ctx.adminsWith(permission));
}

/** Documentation-range address of an administrator's office network. */
function adminIp(adminId: number): string {
  return `203.0.113.${10 + adminId}`;
}

/** Records an administrator's decision in the audit log, as the server does for every write. */
export function audit(
  ctx: SeedContext,
  entry: { adminId: number; action: string; resource: string; recordId: number | null; at: number; changes: AuditEntryCreate['changes'] },
): void {
  const at = iso(entry.at);
  ctx.db.write(
    'audit-log',
    {
      adminId: entry.adminId,
      action: entry.action,
      resource: entry.resource,
      recordId: entry.recordId,
      changes: entry.changes,
      ip: adminIp(entry.adminId),
      at,
    },
    at,
  );
}

/**
 * A moment `minMs`..`maxMs` after `from`, never later than the seed's now. One drawn past now is
 * folded back into `from`..now (the same draw, no other: the rest of the seed stays as it is), so
 * the decisions of the last days do not all stand at the same instant.
 */
export function later(ctx: SeedContext, from: number, minMs: number, maxMs: number): number {
  const at = ctx.rng.between(from + minMs, from + maxMs);
  if (at <= ctx.now) return at;
  const room = ctx.now - from;
  return room > 0 ? from + ((at - from) % room) : ctx.now;
}
