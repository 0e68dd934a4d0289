import type { Order } from './entities/orders';
import type { WALLET_TRANSACTION_KINDS } from './vocabulary/walletTransactions';
import { ENDED_ORDER_STATUSES, OPEN_ORDER_STATUSES, ORDER_ESCROW_RELEASE_STATUSES, type OrderStatus } from './machines/order';

/**
 * Money arithmetic of orders. Amounts are numbers in the currency's major unit with 2 decimals;
 * every computed amount goes through `round2`, and comparisons are made on rounded values, so
 * binary floating-point noise never shows.
 *
 * How an order's money fields relate (checked by `checkOrderMoney`):
 *  1. totalPrice = initialDeposit + sum(additionalDeposits.amount)   (what the customer paid)
 *  2. totalPrice = pricePerInfluencer × influencerCount
 *  3. commission = round2(totalPrice × commissionRate / 100); userEarnings = totalPrice − commission
 *     (the price split as agreed when the order was placed; refunds do not rewrite it)
 *  4. paidToYou = totalPrice − cardProviderFee   (what the card provider paid the platform out)
 *  5. 0 <= refundedAmount <= totalPrice, 0 <= cardProviderFee <= totalPrice, no amount negative
 *  6. The money kept by the order is kept = totalPrice − refundedAmount, split the same way:
 *     keptCommission = round2(kept × rate / 100), keptEarnings = kept − keptCommission.
 *     The escrow is either HELD (escrowBalance = kept, remainingBalance = keptEarnings: what the
 *     provider is still owed) or SETTLED (both 0: paid out to the provider and the platform).
 *  7. By status:
 *     - waiting_for_applicants, published, in_progress: held, nothing refunded;
 *     - completed: nothing refunded, held until released, then settled;
 *     - partially_completed: part refunded (0 < refunded < total), held until released, then settled;
 *     - expired, failed, cancelled_by_iw: settled, everything refunded (the customer got nothing);
 *     - customer_cancelled, cancelled_by_admin: settled, any refund from 0 to total (a cancellation
 *       may pay the provider, or the platform when there is no provider, for work already done).
 *  8. refundDate is set exactly when something was refunded.
 *  9. What every screen shows (`orderSettlement`): the kept money split at the rate, the provider's
 *     part being what the escrow still owes them (remainingBalance) while it is held. Once the
 *     escrow is settled without a provider, the platform kept it all (a cancellation fee).
 * 10. The ledger (the order's wallet transactions, `LedgerMovement`) says the same: deposits and
 *     the escrow hold = totalPrice, fees = cardProviderFee, refunds = refundedAmount,
 *     hold − refunds − releases = escrowBalance; once settled, commissions = the settlement's
 *     commission and releases − commissions = its earnings (nothing of either while held);
 *     payouts tied to the order never exceed those earnings.
 */

/** Rounds half away from zero to 2 decimals, reading 1.005 as the decimal it was written as. */
export function round2(x: number): number {
  const cents = Math.round(Number((Math.abs(x) * 100).toPrecision(12)));
  const result = (Math.sign(x) * cents) / 100;
  return result === 0 ? 0 : result;
}

/** The commission on `amount` at `ratePercent` percent. */
export function commissionOn(amount: number, ratePercent: number): number {
  return round2((amount * ratePercent) / 100);
}

/** How a price splits between the platform (commission) and the provider (user earnings). */
export function orderMoney(total: number, ratePercent: number): { commission: number; userEarnings: number } {
  const commission = commissionOn(total, ratePercent);
  return { commission, userEarnings: round2(total - commission) };
}

/** The fields the rules above read. */
export type OrderMoneyFields = Pick<
  Order,
  | 'status'
  | 'totalPrice'
  | 'commissionRate'
  | 'commission'
  | 'userEarnings'
  | 'initialDeposit'
  | 'additionalDeposits'
  | 'pricePerInfluencer'
  | 'influencerCount'
  | 'escrowBalance'
  | 'remainingBalance'
  | 'refundedAmount'
  | 'refundDate'
  | 'cardProviderFee'
  | 'paidToYou'
  | 'providerId'
>;

/** One recorded money movement of an order (a wallet transaction), as the ledger rules read it. */
export interface LedgerMovement {
  kind: (typeof WALLET_TRANSACTION_KINDS)[number];
  amount: number;
}

/** What the order keeps after refunds, and how it splits (rule 6). */
export function keptMoney(order: Pick<OrderMoneyFields, 'totalPrice' | 'refundedAmount' | 'commissionRate'>): {
  kept: number;
  commission: number;
  earnings: number;
} {
  const kept = round2(order.totalPrice - order.refundedAmount);
  const { commission, userEarnings } = orderMoney(kept, order.commissionRate);
  return { kept, commission, earnings: userEarnings };
}

/**
 * An order's money as every screen shows it: the order card, the orders CSV, the dashboards and
 * the wallet all read this one function, so a refund lowers the commission and the earnings
 * everywhere at once. What the order keeps (total − refunds) is split at its rate, while the
 * escrow is held too: an order still waiting for applicants shows what its provider will earn.
 * Only an escrow settled without a provider (a cancellation before anyone took the job) leaves
 * everything kept to the platform. `settled` says the split has been paid out (no escrow held);
 * `netReceived` is what the card provider paid out less what went back to the customer.
 */
export function orderSettlement(
  order: Pick<OrderMoneyFields, 'totalPrice' | 'refundedAmount' | 'commissionRate' | 'escrowBalance' | 'paidToYou' | 'providerId'>,
): { kept: number; commission: number; earnings: number; held: number; settled: boolean; netReceived: number } {
  const { kept, commission, earnings } = keptMoney(order);
  const settled = round2(order.escrowBalance) === 0;
  const platformKeepsAll = settled && order.providerId === null;
  return {
    kept,
    commission: platformKeepsAll ? kept : commission,
    earnings: platformKeepsAll ? 0 : earnings,
    held: order.escrowBalance,
    settled,
    netReceived: round2(order.paidToYou - order.refundedAmount),
  };
}

const includes = (list: readonly OrderStatus[], status: OrderStatus) => list.includes(status);

/**
 * Every rule of the header this order breaks, as readable sentences; empty when consistent. With
 * `ledger` (all of the order's wallet transactions) the figures are also recomputed from the
 * recorded movements (rule 10), so what the screens show is checked against what happened.
 */
export function checkOrderMoney(order: OrderMoneyFields, ledger?: readonly LedgerMovement[]): string[] {
  const v: string[] = [];
  const eq = (a: number, b: number) => round2(a) === round2(b);
  const deposits = order.initialDeposit + order.additionalDeposits.reduce((sum, d) => sum + d.amount, 0);
  if (!eq(order.totalPrice, deposits)) v.push(`totalPrice ${order.totalPrice} is not the sum of the deposits ${round2(deposits)}`);
  if (!eq(order.totalPrice, order.pricePerInfluencer * order.influencerCount)) {
    v.push(`totalPrice ${order.totalPrice} is not pricePerInfluencer × influencerCount`);
  }
  const split = orderMoney(order.totalPrice, order.commissionRate);
  if (!eq(order.commission, split.commission)) v.push(`commission ${order.commission} should be ${split.commission}`);
  if (!eq(order.userEarnings, split.userEarnings)) v.push(`userEarnings ${order.userEarnings} should be ${split.userEarnings}`);
  if (!eq(order.paidToYou, order.totalPrice - order.cardProviderFee))
    v.push(`paidToYou ${order.paidToYou} is not totalPrice − cardProviderFee`);

  const nonNegative = {
    totalPrice: order.totalPrice,
    initialDeposit: order.initialDeposit,
    escrowBalance: order.escrowBalance,
    remainingBalance: order.remainingBalance,
    refundedAmount: order.refundedAmount,
    cardProviderFee: order.cardProviderFee,
  };
  for (const [field, value] of Object.entries(nonNegative)) if (value < 0) v.push(`${field} is negative`);
  if (order.additionalDeposits.some((d) => d.amount <= 0)) v.push('an additional deposit is not positive');
  if (order.refundedAmount > order.totalPrice) v.push('refundedAmount exceeds totalPrice');
  if (order.cardProviderFee > order.totalPrice) v.push('cardProviderFee exceeds totalPrice');

  const kept = keptMoney(order);
  const held = eq(order.escrowBalance, kept.kept) && eq(order.remainingBalance, kept.earnings);
  const settled = order.escrowBalance === 0 && order.remainingBalance === 0;
  const refunded = order.refundedAmount;
  const s = order.status;
  if (includes(OPEN_ORDER_STATUSES, s)) {
    if (!held) v.push(`a ${s} order must hold its whole payment in escrow`);
    if (refunded !== 0) v.push(`a ${s} order cannot have refunds`);
  } else if (includes(ORDER_ESCROW_RELEASE_STATUSES, s)) {
    if (!held && !settled) v.push(`a ${s} order's escrow must be held (${kept.kept}) or released (0)`);
    if (s === 'completed' && refunded !== 0) v.push('a completed order cannot have refunds');
    if (s === 'partially_completed' && !(refunded > 0 && refunded < order.totalPrice)) {
      v.push('a partially completed order refunds part of its price');
    }
  } else if (includes(ENDED_ORDER_STATUSES, s)) {
    if (!settled) v.push(`a ${s} order cannot hold escrow`);
    if (['expired', 'failed', 'cancelled_by_iw'].includes(s) && !eq(refunded, order.totalPrice)) {
      v.push(`a ${s} order refunds the whole price`);
    }
  }
  if (refunded > 0 !== (order.refundDate !== null)) v.push('refundDate must be set exactly when something was refunded');

  const shown = orderSettlement(order);
  if (!eq(shown.commission + shown.earnings, shown.kept))
    v.push(`the commission ${shown.commission} and the earnings ${shown.earnings} shown do not add up to what was kept ${shown.kept}`);
  if (!shown.settled && !eq(shown.earnings, order.remainingBalance)) {
    v.push(
      `the earnings shown ${shown.earnings} are not what the escrow still owes the provider (remainingBalance ${order.remainingBalance})`,
    );
  }
  if (ledger) v.push(...checkLedger(order, shown, ledger));
  return v;
}

/** Rule 10: the order's figures recomputed from its recorded movements. */
function checkLedger(order: OrderMoneyFields, shown: ReturnType<typeof orderSettlement>, ledger: readonly LedgerMovement[]): string[] {
  const v: string[] = [];
  const total = (kind: LedgerMovement['kind']) => round2(ledger.reduce((sum, m) => (m.kind === kind ? sum + m.amount : sum), 0));
  const expect = (what: string, recorded: number, stored: number, field: string) => {
    if (round2(recorded) !== round2(stored)) v.push(`the ledger's ${what} ${round2(recorded)} is not ${field} ${round2(stored)}`);
  };
  const [hold, refunds, releases, commissions] = [total('escrow_hold'), total('refund'), total('escrow_release'), total('commission')];
  expect('deposits', total('deposit'), order.totalPrice, 'totalPrice');
  expect('escrow hold', hold, order.totalPrice, 'totalPrice');
  expect('card fees', total('fee'), order.cardProviderFee, 'cardProviderFee');
  expect('refunds', refunds, order.refundedAmount, 'refundedAmount');
  expect('escrow left (hold − refunds − releases)', hold - refunds - releases, order.escrowBalance, 'escrowBalance');
  if (shown.settled) {
    expect('commission', commissions, shown.commission, 'the commission shown');
    expect('provider credit (releases − commission)', releases - commissions, shown.earnings, 'the earnings shown');
  } else if (commissions !== 0 || releases !== 0) {
    v.push(`the ledger settles (releases ${releases}, commission ${commissions}) an escrow the order still holds`);
  }
  const payouts = total('payout');
  const credited = shown.settled ? shown.earnings : 0;
  if (payouts > round2(credited)) v.push(`the ledger pays the provider ${payouts}, more than the ${credited} credited`);
  return v;
}

/**
 * Refunds `amount` from the escrow (a refund can only come from money still held) and returns
 * the fields to write. `at` (ISO) becomes the refund date when given.
 */
export function applyRefund(
  order: Pick<OrderMoneyFields, 'totalPrice' | 'refundedAmount' | 'commissionRate' | 'escrowBalance' | 'refundDate'>,
  amount: number,
  at?: string,
): Pick<Order, 'refundedAmount' | 'escrowBalance' | 'remainingBalance' | 'refundDate'> {
  if (!(amount > 0)) throw new RangeError('A refund must be a positive amount');
  if (round2(amount) > round2(order.escrowBalance))
    throw new RangeError(`Cannot refund ${amount}: only ${order.escrowBalance} is in escrow`);
  const refundedAmount = round2(order.refundedAmount + amount);
  const kept = keptMoney({ ...order, refundedAmount });
  return {
    refundedAmount,
    escrowBalance: round2(order.escrowBalance - amount),
    remainingBalance: kept.earnings,
    refundDate: at ?? order.refundDate,
  };
}

/** Settles the escrow: the provider gets `earnings`, the platform `commission` (of what was kept). */
export function releaseEscrow(order: Pick<OrderMoneyFields, 'totalPrice' | 'refundedAmount' | 'commissionRate' | 'escrowBalance'>): {
  patch: Pick<Order, 'escrowBalance' | 'remainingBalance'>;
  toProvider: number;
  toPlatform: number;
} {
  if (!(order.escrowBalance > 0)) throw new RangeError('There is no escrow to release');
  const kept = keptMoney(order);
  return { patch: { escrowBalance: 0, remainingBalance: 0 }, toProvider: kept.earnings, toPlatform: kept.commission };
}

const formats = new Map<string, Intl.NumberFormat>();

/** '15,203.00': two decimals and the locale's digit grouping (en-IN groups lakhs: '1,00,000.00'). */
export function formatMoney(amount: number, locale = 'en-US'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formats.set(locale, format);
  }
  return format.format(round2(amount));
}
