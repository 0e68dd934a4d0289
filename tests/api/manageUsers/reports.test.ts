import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { checkOrderMoney } from '../../../src/domain/money';
import type { Order } from '../../../src/domain/entities/orders';
import { action, auditOf, getOne, openJobReport, openSuspensionsOf, type Rec, type User } from './fixtures';

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let support: ApiClient;
let custom: ApiClient;
const usedOrders = new Set<number>();

beforeAll(async () => {
  server = await startServer();
  [admin, employee, support, custom] = await Promise.all([
    apiClient(server),
    apiClient(server, 'employee@example.com'),
    apiClient(server, 'support@example.com'),
    apiClient(server, 'custom@example.com'),
  ]);
});
afterAll(() => server.stop());

/** Open reports about users, handed out one per test. */
const taken = new Set<number>();
async function openUserReport(): Promise<Rec> {
  const reports = (await admin.json<Rec[]>('GET', '/reports?kind=user&status=open&_sort=id&_order=ASC&_end=100')).body;
  for (const r of reports) {
    if (taken.has(r.id)) continue;
    const user = await getOne<User>(admin, `/users/${r.reportedUserId}`);
    if (user.accountStatus !== 'active') continue;
    taken.add(r.id);
    return r;
  }
  throw new Error('No open user report left');
}

describe('reports/send_warning', () => {
  it("closes the report as warned and keeps the warning in the reported user's history", async () => {
    const report = await openUserReport();
    const res = await action(custom, 'reports', report.id, 'send_warning', { message: 'Keep it civil.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'warned' });
    expect(res.body.resolvedAt).toEqual(expect.any(String));
    const history = await auditOf(admin, 'users', Number(report.reportedUserId));
    expect(history.at(-1)).toMatchObject({ action: 'send_warning', changes: { warning: { before: null, after: 'Keep it civil.' } } });
  });

  it('sends the standard warning without a message, refuses a closed report (409) and Tech Support (403)', async () => {
    const report = await openUserReport();
    expect((await action(support, 'reports', report.id, 'send_warning')).status).toBe(403);
    expect((await action(admin, 'reports', report.id, 'send_warning')).status).toBe(200);
    const warning = (await auditOf(admin, 'users', Number(report.reportedUserId))).at(-1)!.changes.warning.after;
    expect(String(warning)).toMatch(/community guidelines/);
    expect((await action(admin, 'reports', report.id, 'send_warning')).status).toBe(409);
  });
});

describe('reports/suspend_and_cancel', () => {
  it('refuses, changing nothing, when the job can no longer be cancelled; suspends only when told the job stays (#20.1)', async () => {
    const completed = (await admin.json<Rec[]>('GET', '/orders?status=completed&_sort=id&_order=ASC&_end=50')).body;
    let target: { order: Rec; user: User } | null = null;
    for (const order of completed) {
      const user = await getOne<User>(admin, `/users/${order.customerId}`);
      if (user.accountStatus === 'active' && !usedOrders.has(order.id)) {
        target = { order, user };
        break;
      }
    }
    expect(target).not.toBeNull();
    const { order, user } = target!;
    usedOrders.add(order.id);
    const report = (
      await admin.json<Rec>('POST', '/reports', {
        reporterId: order.providerId,
        reportedUserId: user.id,
        orderId: order.id,
        kind: 'job_proposal',
        reason: 'Late report.',
        evidence: [],
      })
    ).body;
    const refused = await action(admin, 'reports', report.id, 'suspend_and_cancel');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'app.manageUsers.errors.job_not_cancellable',
      reference: order.reference,
      status: 'completed',
    });
    expect((await getOne<User>(admin, `/users/${user.id}`)).accountStatus).toBe('active');
    expect((await getOne<Rec>(admin, `/reports/${report.id}`)).status).toBe('open');
    expect((await getOne<Rec>(admin, `/orders/${order.id}`)).version).toBe(order.version);

    const suspended = await action(admin, 'reports', report.id, 'suspend_and_cancel', { jobStays: true });
    expect(suspended.status).toBe(200);
    expect((await getOne<User>(admin, `/users/${user.id}`)).accountStatus).toBe('suspended');
    expect(await getOne<Rec>(admin, `/orders/${order.id}`)).toMatchObject({ status: 'completed', version: order.version });
  });

  it('suspends the user, cancels the job by admin and refunds the whole escrow, in one write', async () => {
    const { report, order } = await openJobReport(admin, usedOrders);
    const res = await action(employee, 'reports', report.id, 'suspend_and_cancel');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('actioned');

    const user = await getOne<User>(admin, `/users/${order.customerId}`);
    expect(user.accountStatus).toBe('suspended');
    const [suspension] = await openSuspensionsOf(admin, user.id);
    expect(suspension).toMatchObject({ source: 'report', reason: report.reason, suspendedByAdminId: 2 });

    const cancelled = await getOne<Order>(admin, `/orders/${order.id}`);
    expect(cancelled).toMatchObject({
      status: 'cancelled_by_admin',
      escrowBalance: 0,
      remainingBalance: 0,
      refundedAmount: order.totalPrice,
    });
    expect(cancelled.refundDate).toEqual(expect.any(String));
    expect(cancelled.statusHistory.at(-1)).toMatchObject({ status: 'cancelled_by_admin', byAdminId: 2 });
    expect(checkOrderMoney(cancelled)).toEqual([]);

    const refunds = (await admin.json<Rec[]>('GET', `/wallet-transactions?orderId=${order.id}&kind=refund`)).body;
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ userId: order.customerId, amount: order.escrowBalance });

    const actions = [...(await auditOf(admin, 'orders', order.id)), ...(await auditOf(admin, 'wallet-transactions', refunds[0].id))].map(
      (a) => a.action,
    );
    expect(actions).toEqual(['cancel_by_admin', 'refund']);
  });

  it('for a report about a user, suspends with the given reason and touches no order', async () => {
    const report = await openUserReport();
    const res = await action(admin, 'reports', report.id, 'suspend_and_cancel', { reason: 'Harassment, confirmed.' });
    expect(res.status).toBe(200);
    const [suspension] = await openSuspensionsOf(admin, Number(report.reportedUserId));
    expect(suspension).toMatchObject({ reason: 'Harassment, confirmed.', source: 'report' });
  });

  it('refuses roles without suspensions.issue (403) and a closed report (409), changing nothing', async () => {
    const { report, order } = await openJobReport(admin, usedOrders);
    expect((await action(custom, 'reports', report.id, 'suspend_and_cancel')).status).toBe(403);
    expect((await action(support, 'reports', report.id, 'suspend_and_cancel')).status).toBe(403);
    expect((await getOne<Order>(admin, `/orders/${order.id}`)).status).toBe('in_progress');
    expect((await getOne<User>(admin, `/users/${order.customerId}`)).accountStatus).toBe('active');
    await action(admin, 'reports', report.id, 'no_action');
    const closed = await action(admin, 'reports', report.id, 'suspend_and_cancel');
    expect(closed.status).toBe(409);
    expect((await getOne<Order>(admin, `/orders/${order.id}`)).status).toBe('in_progress');
  });
});

describe('reports/no_action', () => {
  it('dismisses the report without touching the user', async () => {
    const report = await openUserReport();
    const before = await getOne<User>(admin, `/users/${report.reportedUserId}`);
    const res = await action(custom, 'reports', report.id, 'no_action');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('dismissed');
    expect((await getOne<User>(admin, `/users/${report.reportedUserId}`)).version).toBe(before.version);
  });

  it('refuses Tech Support (403) and a dismissed report (409)', async () => {
    const report = await openUserReport();
    expect((await action(support, 'reports', report.id, 'no_action')).status).toBe(403);
    expect((await action(admin, 'reports', report.id, 'no_action')).status).toBe(200);
    expect((await action(admin, 'reports', report.id, 'no_action')).status).toBe(409);
  });
});
