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
  return aggregateOrders(reader.pick('orders', STAT_ORDER_FIELDS) as unknown as StatOrder[], query, nameOf);
}

/** The platform's wallet, all time. */
export function walletSummaryOf(reader: StoreReader): WalletSummary {
  const orders = reader.pick('orders', WALLET_ORDER_FIELDS) as unknown as WalletOrder[];
  return walletSummary(orders, reader.pick('wallet-transactions', ['kind', 'amount']) as unknown as Pick<WalletTransaction, 'kind' | 'amount'>[]);
}
