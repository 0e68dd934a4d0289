import { HttpError } from '../http/errors';
import type { Rec } from '../store/store';
import { audit } from '../audit';
import { canTransition } from '../../src/domain/machine';
import { orderMachine } from '../../src/domain/machines/order';
import { applyRefund } from '../../src/domain/money';
import type { Order } from '../../src/domain/entities/orders';
import { insertAudited, updateAudited } from './auditedWrites';
import { suspendUser } from './suspensions';
import type { ActionArgs, ActionHandler } from './types';

/** The standard warning the reported user receives when the administrator writes none. */
export const STANDARD_WARNING =
  'Your account was reported for breaking the community guidelines. Further reports may lead to a suspension.';

function resolve(args: ActionArgs): Promise<Rec> {
  return args.tx.update('reports', args.record.id, { status: args.nextStatus, resolvedAt: args.tx.now });
}

/** The report's job, when it can still be cancelled by an admin; null when there is none or it cannot. */
async function cancellableJob(args: ActionArgs): Promise<Rec | null> {
  const { orderId } = args.record;
  if (orderId === null || orderId === undefined) return null;
  const order = await args.tx.get('orders', Number(orderId));
  if (!order || !canTransition(orderMachine, String(order.status), 'cancel_by_admin')) {
    // Saying "cancelled" about a job that stays completed would be a false success.
    if ((args.payload as { jobStays?: boolean }).jobStays) return null;
    throw new HttpError(
      409,
      `The job ${String(order?.reference ?? orderId)} is ${String(order?.status ?? 'gone')} and can no longer be cancelled; suspend the user only (jobStays).`,
      'app.manageUsers.errors.job_not_cancellable',
      {
        reference: order?.reference ?? null,
        status: order?.status ?? null,
      },
    );
  }
  return order;
}

/**
 * Cancels the reported job as cancelled by admin and refunds the whole escrow to the customer
 * (an open order holds its whole payment), with the wallet's refund record. Jobs that already
 * ended have nothing left to cancel or refund.
 */
async function cancelJob(args: ActionArgs, order: Rec, reason: string): Promise<void> {
  const { tx, admin } = args;
  const escrow = Number(order.escrowBalance);
  const refund = escrow > 0 ? applyRefund(order as unknown as Order, escrow, tx.now) : {};
  const history = [
    ...(order.statusHistory as unknown[]),
    { status: 'cancelled_by_admin', at: tx.now, byAdminId: admin.id, note: `Reported job proposal: ${reason}` },
  ];
  await updateAudited(args, 'orders', order.id, { status: 'cancelled_by_admin', ...refund, statusHistory: history }, 'cancel_by_admin');
  if (escrow > 0) {
    await insertAudited(
      args,
      'wallet-transactions',
      {
        orderId: order.id,
        userId: order.customerId,
        kind: 'refund',
        amount: escrow,
        at: tx.now,
        note: `Refund of ${String(order.reference)}: job cancelled by admin after a report`,
      },
      'refund',
    );
  }
}

/** Reported Users: Send warning, Suspend user and cancel job, No action needed. */
export const reportActionHandlers: Record<string, ActionHandler> = {
  // The warning itself goes to the user's account history: the audit log keeps its text.
  send_warning: async (args) => {
    const message = (args.payload as { message?: string }).message ?? STANDARD_WARNING;
    const report = await resolve(args);
    await audit(args.tx, args.req, {
      action: 'send_warning',
      resource: 'users',
      recordId: Number(report.reportedUserId),
      before: null,
      after: { warning: message },
    });
    return report;
  },
  suspend_and_cancel: async (args) => {
    const { tx, record, admin } = args;
    const reason = (args.payload as { reason?: string }).reason ?? String(record.reason);
    const user = await tx.get('users', record.reportedUserId as number);
    if (!user || user.accountStatus === 'deleted') throw new HttpError(409, 'The reported account was deleted.', 'app.errors.transition');
    const job = await cancellableJob(args);
    const report = await resolve(args);
    // Already suspended: one suspension in force at a time, the job is still cancelled.
    if (user.accountStatus === 'active')
      await suspendUser(args, user, { reason, source: 'report', adminId: admin.id, action: 'suspend_and_cancel' });
    if (job) await cancelJob(args, job, String(record.reason));
    return report;
  },
  no_action: (args) => resolve(args),
};
