import { useGetManyReference } from 'react-admin';
import type { Order } from '../../domain/entities/orders';
import type { LedgerMovement } from '../../domain/money';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';

/**
 * More movements than one order can have: its deposits (at most 101), the escrow hold, the card
 * fee, the refund, the release, the commission and the payout.
 */
const LEDGER_PAGE = 200;

/**
 * The order's recorded money movements (its wallet transactions), for checkOrderMoney to recompute
 * the figures from. Undefined while loading, for roles that may not read the wallet, and when the
 * answer is not the whole ledger: a partial one would report movements as missing.
 */
export function useOrderLedger(order: Pick<Order, 'id'> | undefined): readonly LedgerMovement[] | undefined {
  const { can } = useAdminPermissions();
  const enabled = !!order && can('wallet.view');
  const { data, total } = useGetManyReference<LedgerMovement & { id: number }>(
    'wallet-transactions',
    {
      target: 'orderId',
      id: order?.id ?? 0,
      pagination: { page: 1, perPage: LEDGER_PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    },
    { enabled },
  );
  if (!enabled || !data || total === undefined || data.length < total) return undefined;
  return data;
}
