import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import type { Order, WalletTransaction } from '../../../src/domain/entities';
import type { WalletSummary } from '../../../src/domain/statistics';
import { checkOrderMoney, commissionOn } from '../../../src/domain/money';
import { sum } from './seedData';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  api = await apiClient(server);
});
afterAll(() => server.stop());

const first = async (query: string) => {
  const res = await api.json<Order[]>('GET', `/orders?${query}&_end=1`);
  expect(res.body).toHaveLength(1);
  return res.body[0];
};
const ledgerOf = async (orderId: number) =>
  (await api.json<WalletTransaction[]>('GET', `/wallet-transactions?orderId=${orderId}&_sort=id&_order=ASC`)).body;
const wallet = async () => (await api.json<WalletSummary>('GET', '/wallet/summary')).body;

/** The wallet's own money stays commission minus card fees: nothing appears or vanishes. */
const expectWalletBalanced = (w: WalletSummary) => {
  expect(w.available).toBe(sum([w.commissionEarned, -w.cardProviderFees]));
  expect(sum([w.escrowHeld, w.refunded, w.paidToUsers, w.owedToUsers, w.available])).toBe(w.received);
};

describe('orders: cancel_by_admin', () => {
  it('refunds part of the escrow, settles the rest and records every movement in the same write', async () => {
    const order = await first('status=in_progress&providerId_ne=null&_sort=escrowBalance&_order=DESC');
    const before = await ledgerOf(order.id);
    const walletBefore = await wallet();
    const refund = 120.55;
    const res = await api.json<Order>('POST', `/orders/${order.id}/actions/cancel_by_admin`, {
      refundAmount: refund,
      reason: 'Provider stopped answering',
      version: order.version,
    });
    expect(res.status).toBe(200);
    const after = res.body;
    expect(after).toMatchObject({
      status: 'cancelled_by_admin',
      escrowBalance: 0,
      remainingBalance: 0,
      refundedAmount: refund,
      totalPrice: order.totalPrice,
      commission: order.commission,
    });
    expect(after.refundDate).not.toBeNull();
    expect(after.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled_by_admin',
      byAdminId: expect.any(Number),
      note: 'Provider stopped answering',
    });
    // Recomputed from the ledger the command wrote, too (money.ts rule 10).
    expect(checkOrderMoney(after, await ledgerOf(order.id))).toEqual([]);

    const added = (await ledgerOf(order.id)).slice(before.length);
    const kept = sum([order.escrowBalance, -refund]);
    const commission = commissionOn(kept, order.commissionRate);
    expect(added.map(({ kind, amount, userId }) => ({ kind, amount, userId }))).toEqual([
      { kind: 'refund', amount: refund, userId: order.customerId },
      { kind: 'escrow_release', amount: kept, userId: order.providerId },
      { kind: 'commission', amount: commission, userId: null },
      { kind: 'payout', amount: sum([kept, -commission]), userId: order.providerId },
    ]);
    expect(new Set(added.map((t) => t.at)).size).toBe(1);
    // Every cent of the escrow went somewhere.
    expect(sum(added.filter((t) => t.kind !== 'escrow_release').map((t) => t.amount))).toBe(order.escrowBalance);

    const walletAfter = await wallet();
    expect(walletAfter.refunded).toBe(sum([walletBefore.refunded, refund]));
    expect(walletAfter.escrowHeld).toBe(sum([walletBefore.escrowHeld, -order.escrowBalance]));
    expect(walletAfter.commissionEarned).toBe(sum([walletBefore.commissionEarned, commission]));
    expect(walletAfter.paidToUsers).toBe(sum([walletBefore.paidToUsers, kept, -commission]));
    expectWalletBalanced(walletAfter);

    const audit = await api.json<{ action: string; changes: Record<string, unknown> }[]>(
      'GET',
      `/audit-log?resource=orders&recordId=${order.id}`,
    );
    expect(audit.body.map((a) => a.action)).toContain('cancel_by_admin');
  });

  it('refunds the whole escrow of an order without a provider', async () => {
    const order = await first('status=waiting_for_applicants');
    const res = await api.json<Order>('POST', `/orders/${order.id}/actions/cancel_by_admin`, { refundAmount: order.escrowBalance });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refundedAmount: order.totalPrice, escrowBalance: 0 });
    expect(checkOrderMoney(res.body, await ledgerOf(order.id))).toEqual([]);
    const kinds = (await ledgerOf(order.id)).filter((t) => t.at === res.body.updatedAt).map((t) => t.kind);
    expect(kinds).toEqual(['refund']);
    expectWalletBalanced(await wallet());
  });

  it('refuses a refund larger than the escrow and leaves the order and the wallet untouched', async () => {
    const order = await first('status=published');
    const ledger = await ledgerOf(order.id);
    const res = await api.json<{ code: string }>('POST', `/orders/${order.id}/actions/cancel_by_admin`, {
      refundAmount: order.escrowBalance + 0.01,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('app.money.errors.refund_exceeds_escrow');
    expect((await api.json<Order>('GET', `/orders/${order.id}`)).body).toEqual(order);
    expect(await ledgerOf(order.id)).toEqual(ledger);
    for (const bad of [{ refundAmount: -1 }, { refundAmount: 1.005 }, {}, { refundAmount: 1, surprise: true }]) {
      expect((await api.send('POST', `/orders/${order.id}/actions/cancel_by_admin`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('refuses orders that are no longer open (409), stale versions (409) and roles without orders.act (403)', async () => {
    const completed = await first('status=completed');
    const refused = await api.json<{ code: string }>('POST', `/orders/${completed.id}/actions/cancel_by_admin`, { refundAmount: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('app.errors.transition');
    const open = await first('status=in_progress&_sort=id&_order=DESC');
    expect(
      (await api.send('POST', `/orders/${open.id}/actions/cancel_by_admin`, { refundAmount: 0, version: open.version - 1 })).status,
    ).toBe(409);
    for (const email of ['support@example.com', 'custom@example.com']) {
      const other = await apiClient(server, email);
      expect((await other.send('POST', `/orders/${open.id}/actions/cancel_by_admin`, { refundAmount: 0 })).status, email).toBe(403);
    }
    expect((await api.json<Order>('GET', `/orders/${open.id}`)).body.status).toBe('in_progress');
  });
});

describe('orders: release_escrow', () => {
  it('pays a delivered order out: earnings to the provider, commission to the platform, then refuses a second release', async () => {
    const order = await first('status=partially_completed&escrowBalance_gte=0.01');
    const before = await ledgerOf(order.id);
    const res = await api.json<Order>('POST', `/orders/${order.id}/actions/release_escrow`, { version: order.version });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'partially_completed',
      escrowBalance: 0,
      remainingBalance: 0,
      refundedAmount: order.refundedAmount,
    });
    expect(checkOrderMoney(res.body, await ledgerOf(order.id))).toEqual([]);
    const added = (await ledgerOf(order.id)).slice(before.length);
    const commission = commissionOn(order.escrowBalance, order.commissionRate);
    expect(added.map(({ kind, amount, userId }) => ({ kind, amount, userId }))).toEqual([
      { kind: 'escrow_release', amount: order.escrowBalance, userId: order.providerId },
      { kind: 'commission', amount: commission, userId: null },
      { kind: 'payout', amount: order.remainingBalance, userId: order.providerId },
    ]);
    expect(sum([commission, order.remainingBalance])).toBe(order.escrowBalance);
    expectWalletBalanced(await wallet());

    const again = await api.json<{ code: string }>('POST', `/orders/${order.id}/actions/release_escrow`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('app.money.errors.nothing_in_escrow');
  });

  it('refuses open orders (409) and roles without orders.act (403)', async () => {
    const open = await first('status=in_progress');
    expect((await api.json<{ code: string }>('POST', `/orders/${open.id}/actions/release_escrow`, {})).body.code).toBe(
      'app.errors.transition',
    );
    const held = await first('status=completed&escrowBalance_gte=0.01');
    const support = await apiClient(server, 'support@example.com');
    expect((await support.send('POST', `/orders/${held.id}/actions/release_escrow`, {})).status).toBe(403);
    expect((await api.json<Order>('GET', `/orders/${held.id}`)).body.escrowBalance).toBe(held.escrowBalance);
  });
});

describe('orders through plain REST', () => {
  it('never lets a client type money or statuses in (405), nor create orders', async () => {
    const order = await first('status=in_progress');
    for (const patch of [{ escrowBalance: 0 }, { status: 'completed' }, { refundedAmount: 1, refundDate: order.paymentDate }]) {
      const res = await api.json<{ code: string }>('PATCH', `/orders/${order.id}`, { ...patch, version: order.version });
      expect(res.status, JSON.stringify(patch)).toBe(405);
      expect(res.body.code).toBe('app.money.errors.command_only');
    }
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = order;
    expect((await api.send('POST', '/orders', { ...fields, reference: 'ORD-999999' })).status).toBe(405);
    expect((await api.json<Order>('GET', `/orders/${order.id}`)).body).toEqual(order);
  });
});
