import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import type { Statistics, WalletSummary } from '../../../src/domain/statistics';
import type { Order } from '../../../src/domain/entities';
import { readDatabase, sum, type SeedData } from './seedData';
import { mondayOf, seedCalendar } from '../../helpers/seedCalendar';

let server: TestServer;
let api: ApiClient;
let db: SeedData;
/** Ranges are written in the seed's calendar and moved as the server moved its dates. */
let day: (seedDay: string) => string;

beforeAll(async () => {
  server = await startServer();
  api = await apiClient(server);
  db = readDatabase(server.dbFile);
  day = seedCalendar(server.dbFile).day;
});
afterAll(() => server.stop());

interface Case {
  from?: string;
  to?: string;
  serviceType?: Order['serviceType'];
}

/**
 * The dashboard's figures recomputed here in the plainest way, independently of the server's
 * one-pass aggregation: the range with Date objects, and where the money went from the
 * wallet's ledger (escrow releases and commissions), not from the order's rate.
 */
function expected(c: Case) {
  const start = c.from ? new Date(`${c.from}T00:00:00Z`).getTime() : -Infinity;
  const end = c.to ? new Date(`${c.to}T00:00:00Z`).getTime() + 86_400_000 : Infinity;
  const orders = db.orders.filter((o) => {
    const paid = new Date(o.paymentDate).getTime();
    return paid >= start && paid < end && (!c.serviceType || o.serviceType === c.serviceType);
  });
  const ids = new Set(orders.map((o) => o.id));
  const ledger = db['wallet-transactions'].filter((t) => t.orderId !== null && ids.has(t.orderId));
  const ofKind = (kind: string) => ledger.filter((t) => t.kind === kind);
  const providerOf = new Map(orders.map((o) => [o.id, o.providerId]));
  // A provider is credited what the escrow released minus the platform's commission on it.
  const credits = new Map<number, number[]>();
  for (const t of ledger) {
    const provider = providerOf.get(t.orderId!);
    if (provider == null || (t.kind !== 'escrow_release' && t.kind !== 'commission')) continue;
    credits.set(provider, [...(credits.get(provider) ?? []), t.kind === 'escrow_release' ? t.amount : -t.amount]);
  }
  const spending = new Map<number, number[]>();
  for (const o of orders) spending.set(o.customerId, [...(spending.get(o.customerId) ?? []), o.totalPrice, -o.refundedAmount]);
  const rank = (m: Map<number, number[]>) =>
    [...m.entries()]
      .map(([userId, amounts]) => ({ userId, amount: sum(amounts) }))
      .filter((u) => u.amount > 0)
      .sort((a, b) => b.amount - a.amount || a.userId - b.userId)
      .slice(0, 5);
  const grossRevenue = sum(orders.map((o) => o.totalPrice));
  const refunds = sum(ofKind('refund').map((t) => t.amount));
  return {
    figures: {
      orderCount: orders.length,
      grossRevenue,
      refunds,
      revenue: sum([grossRevenue, -refunds]),
      escrowHeld: sum(orders.map((o) => o.escrowBalance)),
      paidToInfluencers: sum([...credits.values()].flat()),
      commissionEarned: sum(ofKind('commission').map((t) => t.amount)),
    },
    byStatus: Object.fromEntries([...new Set(db.orders.map((o) => o.status))].map((s) => [s, orders.filter((o) => o.status === s).length])),
    topCustomers: rank(spending),
    topEarners: rank(credits),
    refundedOnOrders: sum(orders.map((o) => o.refundedAmount)),
  };
}

const CASES: Case[] = [
  {},
  { from: '2026-01-01', to: '2026-03-31', serviceType: 'booking' },
  { from: '2025-06-01', to: '2025-06-30', serviceType: 'quick_ad' },
  { from: '2026-05-01', to: '2026-10-31' },
  { serviceType: 'sponsorship' },
  { from: '2025-11-23', to: '2026-11-22', serviceType: 'profile_boost' },
];

/** A case in the server's calendar. */
const moved = (c: Case): Case => ({ ...c, ...(c.from ? { from: day(c.from) } : {}), ...(c.to ? { to: day(c.to) } : {}) });
const query = (c: Case) => new URLSearchParams(Object.entries(c) as [string, string][]).toString();

describe('GET /api/statistics', () => {
  it.each(CASES)('matches figures recomputed from the database for %o (seed calendar)', async (seedCase) => {
    const c = moved(seedCase);
    const res = await api.json<Statistics>('GET', `/statistics?${query(c)}`);
    expect(res.status).toBe(200);
    const want = expected(c);
    expect(want.figures.orderCount).toBeGreaterThan(0);
    expect(res.body.figures).toEqual(want.figures);
    // Two sources of the same truth: the orders' refunded amounts and the ledger's refunds.
    expect(want.refundedOnOrders).toBe(want.figures.refunds);
    const byStatus = Object.fromEntries(res.body.byStatus.filter((s) => s.count > 0).map((s) => [s.status, s.count]));
    expect(byStatus).toEqual(Object.fromEntries(Object.entries(want.byStatus).filter(([, n]) => n > 0)));
    expect(res.body.topCustomers.map(({ userId, amount }) => ({ userId, amount }))).toEqual(want.topCustomers);
    expect(res.body.topEarners.map(({ userId, amount }) => ({ userId, amount }))).toEqual(want.topEarners);
    for (const u of [...res.body.topCustomers, ...res.body.topEarners]) expect(u.name).toMatch(/\S+ \S+/);
  });

  it('splits gross revenue exactly into refunds, escrow, providers and platform', async () => {
    const { figures: f, topCustomers, topEarners } = (await api.json<Statistics>('GET', '/statistics')).body;
    expect([topCustomers.length, topEarners.length]).toEqual([5, 5]);
    expect(sum([f.refunds, f.escrowHeld, f.paidToInfluencers, f.commissionEarned])).toBe(f.grossRevenue);
  });

  it('spreads the range over consecutive buckets that add up to the figures', async () => {
    const [from, to] = [day('2026-05-01'), day('2026-10-31')];
    const { body } = await api.json<Statistics>('GET', `/statistics?from=${from}&to=${to}`);
    expect(body.granularity).toBe('week');
    expect(body.series[0].bucket).toBe(mondayOf(from));
    expect(body.series.at(-1)!.bucket).toBe(mondayOf(to));
    const weeks = (Date.parse(mondayOf(to)) - Date.parse(mondayOf(from))) / (7 * 86_400_000) + 1;
    expect(body.series).toHaveLength(weeks);
    expect(body.series.map((p) => p.bucket)).toEqual(
      Array.from({ length: weeks }, (_, i) => new Date(Date.parse(mondayOf(from)) + i * 7 * 86_400_000).toISOString().slice(0, 10)),
    );
    expect(body.series.reduce((n, p) => n + p.orderCount, 0)).toBe(body.figures.orderCount);
    expect(sum(body.series.map((p) => p.grossRevenue))).toBe(body.figures.grossRevenue);
    expect(sum(body.series.map((p) => p.commissionEarned))).toBe(body.figures.commissionEarned);
    const month = (await api.json<Statistics>('GET', `/statistics?from=${day('2025-06-01')}&to=${day('2025-06-30')}`)).body;
    expect(month.granularity).toBe('day');
    expect(month.series).toHaveLength(30);
  });

  it('answers zeros for a range without orders', async () => {
    const { body } = await api.json<Statistics>('GET', '/statistics?from=2020-01-01&to=2020-01-31');
    expect(body.figures).toEqual({
      orderCount: 0,
      grossRevenue: 0,
      refunds: 0,
      revenue: 0,
      escrowHeld: 0,
      paidToInfluencers: 0,
      commissionEarned: 0,
    });
    expect(body.topCustomers).toEqual([]);
    expect(body.series).toHaveLength(31);
  });

  it('refuses unreadable ranges and unknown parameters with 400', async () => {
    for (const q of [
      'from=2026-13-01',
      'from=2026-02-30',
      'from=2026-03-01&to=2026-02-01',
      'serviceType=digital_sale',
      'since=2026-01-01',
    ]) {
      expect((await api.send('GET', `/statistics?${q}`)).status, q).toBe(400);
    }
  });

  it('needs dashboard.view (403 once the role loses it)', async () => {
    const customApi = await apiClient(server, 'custom@example.com');
    // Read after signing in: a sign-in writes the admin record (its version moves).
    const [custom] = (await api.json<{ id: number; version: number; permissions: string[] }[]>('GET', '/admins?email=custom@example.com'))
      .body;
    expect((await customApi.send('GET', '/statistics')).status).toBe(200);
    const without = custom.permissions.filter((p) => p !== 'dashboard.view');
    expect((await api.send('PATCH', `/admins/${custom.id}`, { permissions: without, version: custom.version })).status).toBe(200);
    expect((await customApi.send('GET', '/statistics')).status).toBe(403);
  });
});

describe('GET /api/wallet/summary', () => {
  it("matches the platform's money recomputed from the orders and the ledger", async () => {
    const res = await api.json<WalletSummary>('GET', '/wallet/summary');
    expect(res.status).toBe(200);
    const ledger = db['wallet-transactions'];
    const ofKind = (kind: string) => sum(ledger.filter((t) => t.kind === kind).map((t) => t.amount));
    // What providers were credited: each release to a provider minus the commission of that order.
    const releasedTo = new Set(ledger.filter((t) => t.kind === 'escrow_release' && t.userId !== null).map((t) => t.orderId));
    const credited = sum(
      ledger
        .filter((t) => releasedTo.has(t.orderId) && (t.kind === 'escrow_release' || t.kind === 'commission'))
        .map((t) => (t.kind === 'commission' ? -t.amount : t.amount)),
    );
    const received = sum(db.orders.map((o) => o.paidToYou));
    const escrowHeld = sum(db.orders.map((o) => o.escrowBalance));
    const owedToUsers = sum([credited, -ofKind('payout')]);
    expect(res.body).toEqual({
      received,
      escrowHeld,
      refunded: ofKind('refund'),
      paidToUsers: ofKind('payout'),
      owedToUsers,
      commissionEarned: ofKind('commission'),
      cardProviderFees: ofKind('fee'),
      available: sum([received, -escrowHeld, -ofKind('refund'), -ofKind('payout'), -owedToUsers]),
      transactionCount: ledger.length,
    });
    // The platform's own money is exactly its commission minus the card provider's fees.
    expect(res.body.available).toBe(sum([res.body.commissionEarned, -res.body.cardProviderFees]));
    expect(res.body.received).toBe(sum([ofKind('deposit'), -ofKind('fee')]));
  });

  it('needs wallet.view (403 for Tech Support)', async () => {
    const support = await apiClient(server, 'support@example.com');
    expect((await support.send('GET', '/wallet/summary')).status).toBe(403);
    expect((await api.send('GET', '/wallet/summary?from=2026-01-01')).status).toBe(400);
  });
});
