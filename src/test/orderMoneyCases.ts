import type { Order } from '../domain/entities/orders';
import type { OrderStatus } from '../domain/machines/order';
import type { LedgerMovement } from '../domain/money';

/** What every screen must show for a case: worked out by hand, not by the code under test. */
export interface ExpectedSettlement {
  kept: number;
  commission: number;
  earnings: number;
  /** The escrow still held (0 once settled). */
  held: number;
}

export interface OrderMoneyCase {
  label: string;
  order: Order;
  /** The order's wallet transactions, as the marketplace and the commands record them. */
  ledger: (LedgerMovement & { id: number; orderId: number; userId: number | null; at: string; note: string })[];
  expected: ExpectedSettlement;
}

interface CaseInput {
  label: string;
  status: OrderStatus;
  provider: boolean;
  refunded: number;
  /** True while the escrow still holds what was kept (open orders, deliveries not yet released). */
  held: boolean;
  /** An administrator settled it: the provider's earnings were paid out with the release. */
  paidOut?: boolean;
  expected: Omit<ExpectedSettlement, 'held'>;
}

const PROVIDER = 8;
const CUSTOMER = 4;
const AT = '2026-10-01T10:00:00.000Z';

/**
 * An order of 1 000.00 at 20 % (agreed split 200.00 / 800.00), paid as 600.00 + 400.00, card
 * fee 29.30, in every status and refund case of money.ts rule 7: held or settled, nothing, part
 * or all refunded, with or without a provider.
 */
const INPUTS: CaseInput[] = [
  {
    label: 'waiting for applicants (held, no provider yet)',
    status: 'waiting_for_applicants',
    provider: false,
    refunded: 0,
    held: true,
    expected: { kept: 1000, commission: 200, earnings: 800 },
  },
  {
    label: 'published (held)',
    status: 'published',
    provider: true,
    refunded: 0,
    held: true,
    expected: { kept: 1000, commission: 200, earnings: 800 },
  },
  {
    label: 'in progress (held)',
    status: 'in_progress',
    provider: true,
    refunded: 0,
    held: true,
    expected: { kept: 1000, commission: 200, earnings: 800 },
  },
  {
    label: 'completed, escrow not released',
    status: 'completed',
    provider: true,
    refunded: 0,
    held: true,
    expected: { kept: 1000, commission: 200, earnings: 800 },
  },
  {
    label: 'completed, escrow released',
    status: 'completed',
    provider: true,
    refunded: 0,
    held: false,
    expected: { kept: 1000, commission: 200, earnings: 800 },
  },
  {
    label: 'partially completed, 400 refunded, rest held',
    status: 'partially_completed',
    provider: true,
    refunded: 400,
    held: true,
    expected: { kept: 600, commission: 120, earnings: 480 },
  },
  {
    label: 'partially completed, 400 refunded, released',
    status: 'partially_completed',
    provider: true,
    refunded: 400,
    held: false,
    expected: { kept: 600, commission: 120, earnings: 480 },
  },
  {
    label: 'expired before anyone applied (all refunded)',
    status: 'expired',
    provider: false,
    refunded: 1000,
    held: false,
    expected: { kept: 0, commission: 0, earnings: 0 },
  },
  {
    label: 'expired after a provider accepted (all refunded)',
    status: 'expired',
    provider: true,
    refunded: 1000,
    held: false,
    expected: { kept: 0, commission: 0, earnings: 0 },
  },
  {
    label: 'failed (all refunded)',
    status: 'failed',
    provider: true,
    refunded: 1000,
    held: false,
    expected: { kept: 0, commission: 0, earnings: 0 },
  },
  {
    label: 'cancelled by the provider (all refunded)',
    status: 'cancelled_by_iw',
    provider: true,
    refunded: 1000,
    held: false,
    expected: { kept: 0, commission: 0, earnings: 0 },
  },
  {
    label: 'cancelled by the customer before a provider, all refunded',
    status: 'customer_cancelled',
    provider: false,
    refunded: 1000,
    held: false,
    expected: { kept: 0, commission: 0, earnings: 0 },
  },
  {
    label: 'cancelled by the customer before a provider, a 300 fee kept',
    status: 'customer_cancelled',
    provider: false,
    refunded: 700,
    held: false,
    expected: { kept: 300, commission: 300, earnings: 0 },
  },
  {
    label: 'cancelled by the customer during the work, all refunded',
    status: 'customer_cancelled',
    provider: true,
    refunded: 1000,
    held: false,
    expected: { kept: 0, commission: 0, earnings: 0 },
  },
  {
    label: 'cancelled by the customer during the work, 700 refunded',
    status: 'customer_cancelled',
    provider: true,
    refunded: 700,
    held: false,
    expected: { kept: 300, commission: 60, earnings: 240 },
  },
  {
    label: 'cancelled by an admin before a provider, nothing refunded',
    status: 'cancelled_by_admin',
    provider: false,
    refunded: 0,
    held: false,
    paidOut: true,
    expected: { kept: 1000, commission: 1000, earnings: 0 },
  },
  {
    label: 'cancelled by an admin during the work, 400 refunded',
    status: 'cancelled_by_admin',
    provider: true,
    refunded: 400,
    held: false,
    paidOut: true,
    expected: { kept: 600, commission: 120, earnings: 480 },
  },
  {
    label: 'cancelled by an admin, all refunded',
    status: 'cancelled_by_admin',
    provider: true,
    refunded: 1000,
    held: false,
    paidOut: true,
    expected: { kept: 0, commission: 0, earnings: 0 },
  },
];

function build(input: CaseInput, id: number): OrderMoneyCase {
  const providerId = input.provider ? PROVIDER : null;
  const { kept, commission, earnings } = input.expected;
  const held = input.held ? kept : 0;
  const order: Order = {
    id,
    version: 1,
    createdAt: AT,
    updatedAt: AT,
    reference: `ORD-${String(900000 + id)}`,
    serviceType: 'booking',
    status: input.status,
    customerId: CUSTOMER,
    providerId,
    title: input.label,
    totalPrice: 1000,
    commissionRate: 20,
    commission: 200,
    userEarnings: 800,
    initialDeposit: 600,
    additionalDeposits: [{ amount: 400, date: '2026-10-02T10:00:00.000Z' }],
    pricePerInfluencer: 500,
    influencerCount: 2,
    escrowBalance: held,
    remainingBalance: input.held ? earnings : 0,
    paymentDate: AT,
    refundDate: input.refunded > 0 ? '2026-10-20T10:00:00.000Z' : null,
    refundedAmount: input.refunded,
    cardProviderFee: 29.3,
    paidToYou: 970.7,
    dateCompleted: null,
    dueDate: '2026-12-01T10:00:00.000Z',
    statusHistory: [{ status: input.status, at: AT, byAdminId: null, note: '' }],
    receiptNumber: `RCPT-${id}`,
  };
  const movements: [LedgerMovement['kind'], number, number | null][] = [
    ['deposit', 600, CUSTOMER],
    ['deposit', 400, CUSTOMER],
    ['escrow_hold', 1000, null],
    ['fee', 29.3, null],
    ['refund', input.refunded, CUSTOMER],
  ];
  if (!input.held) {
    movements.push(['escrow_release', kept, providerId], ['commission', commission, null]);
    if (input.paidOut) movements.push(['payout', earnings, providerId]);
  }
  const ledger = movements
    .filter(([, amount]) => amount > 0)
    .map(([kind, amount, userId], i) => ({ id: id * 100 + i, orderId: id, userId, kind, amount, at: AT, note: '' }));
  return { label: input.label, order, ledger, expected: { ...input.expected, held } };
}

export const ORDER_MONEY_CASES: readonly OrderMoneyCase[] = INPUTS.map((input, i) => build(input, i + 1));
