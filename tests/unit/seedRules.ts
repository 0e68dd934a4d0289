import { COLLECTIONS } from '../../src/domain/collections';
import { commissionRateViolations } from '../../src/domain/commissionRateRules';
import { ENTITIES, type CommissionRate, type Order, type Referral, type WalletTransaction } from '../../src/domain/entities';
import { checkOrderMoney } from '../../src/domain/money';
import { changeInForce, rateInForce } from '../../src/domain/rateInForce';
import { referralViolations } from '../../src/domain/referralRules';
import { danglingReferences, groupBy, type Db } from './seedIntegrity';

type Row = Record<string, unknown>;

/**
 * Every entity's rules run over a whole database, as { rule: the records breaking it }. The rules
 * themselves live in src/domain (the zod schemas, checkOrderMoney, rateInForce,
 * commissionRateViolations, referralViolations), where the API reads them too: this only applies
 * them to each record and names what it finds ("collection#id ...").
 */
export function seedRuleViolations(db: Db, now: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (rule: string, what: string) => {
    const list = found.get(rule);
    if (list) list.push(what);
    else found.set(rule, [what]);
  };

  for (const collection of COLLECTIONS) {
    for (const record of db[collection]) {
      if (!ENTITIES[collection].record.safeParse(record).success) add(`${collection}: schema`, `${collection}#${String(record.id)}`);
    }
  }
  for (const dangling of danglingReferences(db)) add('references exist', dangling);

  // Unique fields: the database's unique indexes compare them case-insensitively (#39.10).
  for (const field of ['username', 'email', 'referralCode']) {
    for (const id of duplicates(db.users, (u) => String(u[field]).toLowerCase())) add(`users: ${field} unique`, `users#${id}`);
  }
  for (const id of duplicates(db.admins, (a) => String(a.email).toLowerCase())) add('admins: email unique', `admins#${id}`);

  const orders = db.orders as unknown as Order[];
  const rates = db['commission-rates'] as unknown as CommissionRate[];
  const memberSince = new Map(db.users.map((u) => [u.id as number, u.memberSince as string]));
  const ledgers = groupBy(db['wallet-transactions'], 'orderId') as unknown as Map<number, WalletTransaction[]>;
  const ordersByCustomer = groupBy(db.orders, 'customerId') as unknown as Map<number, Order[]>;
  const paymentDates = new Map<number, string[]>();
  for (const o of orders) {
    for (const userId of [o.customerId, o.providerId]) {
      if (userId !== null) (paymentDates.get(userId) ?? paymentDates.set(userId, []).get(userId)!).push(o.paymentDate);
    }
    for (const v of checkOrderMoney(o, ledgers.get(o.id) ?? [])) add('orders: money adds up', `${o.reference}: ${v}`);
    if (o.commissionRate !== rateInForce(o.customerId, rates, o.paymentDate)) add('orders: rate in force when paid', o.reference);
    const joinedBefore = [o.customerId, o.providerId].every((u) => u === null || (memberSince.get(u) ?? '') <= o.paymentDate);
    if (!joinedBefore) add('orders: placed after the people joined', o.reference);
  }

  for (const r of rates) {
    for (const rule of commissionRateViolations(r)) add(`commission-rates: ${rule}`, `commission-rates#${r.id}`);
    // A rate exists for the orders its user places: one that no order ever paid is a grant to
    // someone who never buys (#39.6).
    const applied = (ordersByCustomer.get(r.userId) ?? []).some((o) => changeInForce(r, o.paymentDate) !== null);
    if (!applied) add('commission-rates: applies to an order', `commission-rates#${r.id} (user ${r.userId})`);
  }
  // A removed rate granted again is the same record (the grant command reactivates it).
  for (const id of duplicates(rates as unknown as Row[], (r) => String(r.userId)))
    add('commission-rates: one record per user', `commission-rates#${id}`);

  const referralCodes = new Map(db.users.map((u) => [u.id as number, u.referralCode as string]));
  const referrals = db.referrals as unknown as Referral[];
  const facts = {
    referralCodeOf: (id: number) => referralCodes.get(id),
    orderPaymentDatesOf: (id: number) => paymentDates.get(id) ?? [],
    now,
  };
  for (const { referralId, rule } of referralViolations(referrals, facts)) add(`referrals: ${rule}`, `referrals#${referralId}`);
  return found;
}

/** The ids of the rows whose key an earlier row already has. */
function duplicates(rows: Row[], key: (row: Row) => string): unknown[] {
  const seen = new Set<string>();
  const repeated: unknown[] = [];
  for (const row of rows) {
    const k = key(row);
    if (seen.has(k)) repeated.push(row.id);
    else seen.add(k);
  }
  return repeated;
}

/** How many records break each rule, for a readable failure message. */
export function violationCounts(found: Map<string, string[]>): Record<string, number> {
  return Object.fromEntries([...found].map(([rule, list]) => [rule, list.length]));
}
