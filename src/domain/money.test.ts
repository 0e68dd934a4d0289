import {
  applyRefund,
  checkOrderMoney,
  commissionOn,
  formatMoney,
  keptMoney,
  orderMoney,
  orderSettlement,
  releaseEscrow,
  round2,
  type LedgerMovement,
  type OrderMoneyFields,
} from './money';
import { ORDER_MONEY_CASES } from '../test/orderMoneyCases';

/** A consistent order of 1 000.00 at 20%: commission 200, earnings 800, fee 29.30. */
function order(overrides: Partial<OrderMoneyFields> = {}): OrderMoneyFields {
  return {
    status: 'in_progress',
    providerId: 7,
    totalPrice: 1000,
    commissionRate: 20,
    commission: 200,
    userEarnings: 800,
    initialDeposit: 600,
    additionalDeposits: [{ amount: 400, date: '2026-10-01T00:00:00.000Z' }],
    pricePerInfluencer: 500,
    influencerCount: 2,
    escrowBalance: 1000,
    remainingBalance: 800,
    refundedAmount: 0,
    refundDate: null,
    cardProviderFee: 29.3,
    paidToYou: 970.7,
    ...overrides,
  };
}

const settled = { escrowBalance: 0, remainingBalance: 0 };
const refund = (amount: number) => ({ refundedAmount: amount, refundDate: '2026-10-20T00:00:00.000Z' });

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [0.1 + 0.2, 0.3],
    [15203, 15203],
    [-1.005, -1.01],
    [2.675, 2.68],
    [1e9 + 0.015, 1e9 + 0.02],
  ])('rounds %d to %d', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('orderMoney', () => {
  it('splits at the default rate', () => {
    expect(orderMoney(15203, 20)).toEqual({ commission: 3040.6, userEarnings: 12162.4 });
  });

  it('rounds the commission and gives the rest to the provider, so the parts add up', () => {
    const { commission, userEarnings } = orderMoney(99.99, 17.25);
    expect(commission).toBe(17.25);
    expect(userEarnings).toBe(82.74);
    expect(round2(commission + userEarnings)).toBe(99.99);
  });

  it('handles 0% and 100%', () => {
    expect(orderMoney(50, 0)).toEqual({ commission: 0, userEarnings: 50 });
    expect(orderMoney(50, 100)).toEqual({ commission: 50, userEarnings: 0 });
  });

  it('commissionOn is the rounded percentage', () => {
    expect(commissionOn(333.33, 12.5)).toBe(41.67);
  });
});

describe('checkOrderMoney', () => {
  it.each<[string, Partial<OrderMoneyFields>]>([
    ['an open order holding its payment', {}],
    ['a waiting order', { status: 'waiting_for_applicants' }],
    ['a completed order not yet released', { status: 'completed' }],
    ['a completed order released', { status: 'completed', ...settled }],
    [
      'a partially completed order holding the rest',
      { status: 'partially_completed', ...refund(500), escrowBalance: 500, remainingBalance: 400 },
    ],
    ['a partially completed order released', { status: 'partially_completed', ...refund(500), ...settled }],
    ['an expired order refunded', { status: 'expired', ...refund(1000), ...settled }],
    ['a failed order refunded', { status: 'failed', ...refund(1000), ...settled }],
    ['an order cancelled by the provider', { status: 'cancelled_by_iw', ...refund(1000), ...settled }],
    ['a customer cancellation keeping a fee', { status: 'customer_cancelled', ...refund(700), ...settled }],
    ['an admin cancellation without refund', { status: 'cancelled_by_admin', ...settled }],
  ])('accepts %s', (_label, overrides) => {
    expect(checkOrderMoney(order(overrides))).toEqual([]);
  });

  it.each<[string, Partial<OrderMoneyFields>, RegExp]>([
    ['deposits that do not add up', { initialDeposit: 500 }, /sum of the deposits/],
    ['a price that is not per influencer × count', { influencerCount: 3 }, /pricePerInfluencer/],
    ['a wrong commission', { commission: 210 }, /commission 210 should be 200/],
    ['wrong earnings', { userEarnings: 790 }, /userEarnings 790 should be 800/],
    ['a wrong paid-to-you', { paidToYou: 1000 }, /paidToYou/],
    ['negative escrow', { status: 'completed', escrowBalance: -1, remainingBalance: 0 }, /escrowBalance is negative/],
    ['an open order with released escrow', { ...settled }, /must hold its whole payment/],
    ['an open order with a refund', { ...refund(100), escrowBalance: 900, remainingBalance: 720 }, /cannot have refunds/],
    ['a completed order with half its escrow', { status: 'completed', escrowBalance: 500 }, /held \(1000\) or released \(0\)/],
    ['a completed order with a refund', { status: 'completed', ...refund(10), ...settled }, /completed order cannot have refunds/],
    ['a partial completion without refund', { status: 'partially_completed', ...settled }, /refunds part of its price/],
    ['an expired order keeping money', { status: 'expired', ...refund(900), ...settled }, /refunds the whole price/],
    ['an ended order holding escrow', { status: 'customer_cancelled', ...refund(1000) }, /cannot hold escrow/],
    ['a refund without date', { status: 'expired', refundedAmount: 1000, ...settled }, /refundDate/],
    ['a date without refund', { status: 'completed', refundDate: '2026-10-20T00:00:00.000Z' }, /refundDate/],
    ['a refund above the price', { status: 'cancelled_by_admin', ...refund(1200), ...settled }, /exceeds totalPrice/],
    [
      'a non-positive additional deposit',
      { initialDeposit: 1000, additionalDeposits: [{ amount: 0, date: '2026-10-01T00:00:00.000Z' }] },
      /additional deposit/,
    ],
  ])('reports %s', (_label, overrides, message) => {
    const violations = checkOrderMoney(order(overrides));
    expect(violations.join('\n')).toMatch(message);
  });

  it('tolerates floating-point noise in sums', () => {
    const o = order({
      totalPrice: 0.3,
      initialDeposit: 0.1,
      additionalDeposits: [{ amount: 0.2, date: '2026-10-01T00:00:00.000Z' }],
      pricePerInfluencer: 0.3,
      influencerCount: 1,
      commission: 0.06,
      userEarnings: 0.24,
      escrowBalance: 0.3,
      remainingBalance: 0.24,
      cardProviderFee: 0.3,
      paidToYou: 0,
    });
    expect(checkOrderMoney(o)).toEqual([]);
  });
});

describe('applyRefund', () => {
  it('moves money from escrow to the refund and recomputes what the provider is owed', () => {
    const patch = applyRefund(order(), 250, '2026-10-21T00:00:00.000Z');
    expect(patch).toEqual({ refundedAmount: 250, escrowBalance: 750, remainingBalance: 600, refundDate: '2026-10-21T00:00:00.000Z' });
    expect(checkOrderMoney(order({ status: 'partially_completed', ...patch }))).toEqual([]);
  });

  it('adds to an earlier refund and keeps its date when none is given', () => {
    const first = order({ status: 'partially_completed', ...refund(500), escrowBalance: 500, remainingBalance: 400 });
    expect(applyRefund(first, 100)).toEqual({
      refundedAmount: 600,
      escrowBalance: 400,
      remainingBalance: 320,
      refundDate: '2026-10-20T00:00:00.000Z',
    });
  });

  it('refuses more than the escrow, and non-positive amounts', () => {
    expect(() => applyRefund(order(), 1000.01)).toThrow(RangeError);
    expect(() => applyRefund(order({ status: 'completed', ...settled }), 1)).toThrow(RangeError);
    expect(() => applyRefund(order(), 0)).toThrow(RangeError);
    expect(() => applyRefund(order(), -5)).toThrow(RangeError);
  });

  it('cancelling by admin = refund then release: the result is a consistent cancelled order', () => {
    const o = order();
    const refunded = { ...o, ...applyRefund(o, 400, '2026-10-22T00:00:00.000Z') };
    const { patch } = releaseEscrow(refunded);
    expect(checkOrderMoney({ ...refunded, ...patch, status: 'cancelled_by_admin' })).toEqual([]);
  });
});

describe('releaseEscrow', () => {
  it('pays the provider the earnings and the platform the commission of what was kept', () => {
    const o = order({ status: 'partially_completed', ...refund(500), escrowBalance: 500, remainingBalance: 400 });
    expect(releaseEscrow(o)).toEqual({ patch: { escrowBalance: 0, remainingBalance: 0 }, toProvider: 400, toPlatform: 100 });
    expect(keptMoney(o)).toEqual({ kept: 500, commission: 100, earnings: 400 });
  });

  it('refuses when nothing is held', () => {
    expect(() => releaseEscrow(order({ status: 'completed', ...settled }))).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [15203, 'en-US', '15,203.00'],
    [15203.005, 'en-US', '15,203.01'],
    [0.5, 'en-US', '0.50'],
    [-1234.5, 'en-US', '-1,234.50'],
    [1234567.891, 'en-GB', '1,234,567.89'],
    [100000, 'en-IN', '1,00,000.00'],
  ])('formats %d in %s as %s', (amount, locale, expected) => {
    expect(formatMoney(amount, locale)).toBe(expected);
  });

  it('defaults to en-US grouping', () => {
    expect(formatMoney(15203)).toBe('15,203.00');
  });
});

describe('orderSettlement: one split for the card, the dashboards and the wallet (#20.7)', () => {
  const base = { totalPrice: 1000, commissionRate: 20, paidToYou: 970, providerId: 7 as number | null };
  it('splits what is kept after a refund, and nothing after a full refund', () => {
    expect(orderSettlement({ ...base, refundedAmount: 0, escrowBalance: 1000 })).toEqual({
      kept: 1000,
      commission: 200,
      earnings: 800,
      held: 1000,
      settled: false,
      netReceived: 970,
    });
    expect(orderSettlement({ ...base, refundedAmount: 100, escrowBalance: 0 })).toEqual({
      kept: 900,
      commission: 180,
      earnings: 720,
      held: 0,
      settled: true,
      netReceived: 870,
    });
    expect(orderSettlement({ ...base, refundedAmount: 1000, escrowBalance: 0 })).toMatchObject({ kept: 0, commission: 0, earnings: 0 });
  });

  it('gives the platform everything kept when the order was settled without a provider', () => {
    expect(orderSettlement({ ...base, providerId: null, refundedAmount: 250, escrowBalance: 0 })).toMatchObject({
      kept: 750,
      commission: 750,
      earnings: 0,
    });
  });

  it('splits a held order without a provider at its rate (#39.1: ORD-100001 showed 127.85 / 0.00)', () => {
    const waiting = {
      totalPrice: 127.85,
      commissionRate: 20,
      paidToYou: 123.84,
      providerId: null,
      refundedAmount: 0,
      escrowBalance: 127.85,
    };
    expect(orderSettlement(waiting)).toEqual({
      kept: 127.85,
      commission: 25.57,
      earnings: 102.28,
      held: 127.85,
      settled: false,
      netReceived: 123.84,
    });
  });
});

describe('orderSettlement and checkOrderMoney over every status × refund case (#39)', () => {
  it.each(ORDER_MONEY_CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
    const shown = orderSettlement(c.order);
    expect({ kept: shown.kept, commission: shown.commission, earnings: shown.earnings, held: shown.held }).toEqual(c.expected);
    expect(shown.settled).toBe(c.expected.held === 0);
    expect(checkOrderMoney(c.order, c.ledger)).toEqual([]);
  });
});

describe('checkOrderMoney recomputes the figures from the ledger (#39)', () => {
  const find = (label: string) => ORDER_MONEY_CASES.find((c) => c.label.startsWith(label))!;
  const settledCase = find('cancelled by an admin during the work');
  const heldCase = find('waiting for applicants');
  const change = (ledger: readonly LedgerMovement[], kind: LedgerMovement['kind'], amount: number) =>
    ledger.map((m) => (m.kind === kind ? { ...m, amount } : m));
  const without = (ledger: readonly LedgerMovement[], kind: LedgerMovement['kind']) => ledger.filter((m) => m.kind !== kind);

  it.each<[string, typeof settledCase, (l: readonly LedgerMovement[]) => LedgerMovement[], RegExp]>([
    ['a missing deposit', settledCase, (l) => without(l, 'deposit'), /deposits 0 is not totalPrice 1000/],
    ['an escrow hold of another amount', settledCase, (l) => change(l, 'escrow_hold', 900), /escrow hold 900/],
    ['a card fee of another amount', settledCase, (l) => change(l, 'fee', 30), /card fees 30 is not cardProviderFee 29.3/],
    ['a refund the order does not record', settledCase, (l) => change(l, 'refund', 500), /refunds 500 is not refundedAmount 400/],
    [
      'a commission other than the one shown',
      settledCase,
      (l) => change(l, 'commission', 600),
      /commission 600 is not the commission shown 120/,
    ],
    [
      'a release paying the provider more than shown',
      settledCase,
      (l) => change(l, 'escrow_release', 700),
      /provider credit .* 580 is not the earnings shown 480/,
    ],
    ['a payout above the earnings', settledCase, (l) => change(l, 'payout', 481), /pays the provider 481, more than the 480 credited/],
    [
      'a release of escrow the order still holds',
      heldCase,
      (l) => [...l, { kind: 'escrow_release', amount: 1000 }],
      /escrow left .* 0 is not escrowBalance 1000/,
    ],
    [
      'a commission taken while the escrow is held',
      heldCase,
      (l) => [...l, { kind: 'commission', amount: 200 }],
      /settles .* an escrow the order still holds/,
    ],
  ])('reports %s', (_label, c, tamper, message) => {
    expect(checkOrderMoney(c.order, c.ledger)).toEqual([]);
    expect(checkOrderMoney(c.order, tamper(c.ledger)).join('\n')).toMatch(message);
  });
});
