import type { User, WalletTransaction } from '../../src/domain/entities';
import type { Statistics, WalletSummary } from '../../src/domain/statistics';
import type { StoreReader } from '../store/storeReader';
import { aggregateOrders, STAT_ORDER_FIELDS, type AggregateQuery, type StatOrder } from './aggregateOrders';
import { walletSummary, WALLET_ORDER_FIELDS, type WalletOrder } from './walletSummary';

/** Every dashboard figure for a range and a service type, from the orders as committed now. */
export function statisticsOf(reader: StoreReader, query: AggregateQuery): Statistics {
  const nameOf = (userId: number) => {
    const user = reader.get('users', userId) as unknown as User | undefined;
    return user ? `${user.firstName} ${user.lastName}` : null;
  };
  return aggregateOrders(reader.pickEach('orders', STAT_ORDER_FIELDS) as unknown as Iterable<StatOrder>, query, nameOf);
}

/** The platform's wallet, all time. */
export function walletSummaryOf(reader: StoreReader): WalletSummary {
  const orders = reader.pickEach('orders', WALLET_ORDER_FIELDS) as unknown as Iterable<WalletOrder>;
  return walletSummary(
    orders,
    reader.pickEach('wallet-transactions', ['kind', 'amount']) as unknown as Iterable<Pick<WalletTransaction, 'kind' | 'amount'>>,
  );
}
