import { useGetList, useGetOne } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import type { User } from '../../domain/entities/users';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';

export interface AccountFacts {
  user: User | undefined;
  /** False when the admin may not read orders: the order answers cannot be checked. */
  ordersVisible: boolean;
  /** undefined while loading, null when there is none. */
  lastPurchase: Order | null | undefined;
  lastJobCompleted: Order | null | undefined;
  jobsInProgress: number | null | undefined;
}

const LATEST = { page: 1, perPage: 1 };

/**
 * What the account itself says about the questionnaire's answers: its name and contact, its
 * latest purchase and completed job, and how many of its jobs are in progress.
 */
export function useAccountFacts(userId: number): AccountFacts {
  const { can } = useAdminPermissions();
  const enabled = can('orders.read');
  const { data: user } = useGetOne<User>('users', { id: userId });
  const purchase = useGetList<Order>(
    'orders',
    { pagination: LATEST, sort: { field: 'paymentDate', order: 'DESC' }, filter: { customerId: userId } },
    { enabled },
  );
  const job = useGetList<Order>(
    'orders',
    { pagination: LATEST, sort: { field: 'dateCompleted', order: 'DESC' }, filter: { providerId: userId, status: 'completed' } },
    { enabled },
  );
  const asCustomer = useGetList<Order>(
    'orders',
    { pagination: LATEST, filter: { customerId: userId, status: 'in_progress' } },
    { enabled },
  );
  const asProvider = useGetList<Order>(
    'orders',
    { pagination: LATEST, filter: { providerId: userId, status: 'in_progress' } },
    { enabled },
  );
  if (!enabled) return { user, ordersVisible: false, lastPurchase: null, lastJobCompleted: null, jobsInProgress: null };
  const both = asCustomer.total !== undefined && asProvider.total !== undefined;
  return {
    user,
    ordersVisible: true,
    lastPurchase: purchase.isPending ? undefined : (purchase.data?.[0] ?? null),
    lastJobCompleted: job.isPending ? undefined : (job.data?.[0] ?? null),
    jobsInProgress: both ? asCustomer.total! + asProvider.total! : undefined,
  };
}
