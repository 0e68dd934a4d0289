import type { User, WalletTransaction } from '../../src/domain/entities';
import type { Statistics, WalletSummary } from '../../src/domain/statistics';
import type { StoreReader } from '../store/storeReader';
import type { Store } from '../store/store';
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

/**
 * statisticsOf over a store whose reads are asynchronous (PostgreSQL): the orders' few columns
 * read at once, and the names of the users among them.
 */
export async function statisticsFromStore(store: Store, query: AggregateQuery): Promise<Statistics> {
  const orders = (await store.pick('orders', STAT_ORDER_FIELDS)) as unknown as StatOrder[];
  const users = await store.pick('users', ['id', 'firstName', 'lastName']);
  const names = new Map(users.map((u) => [Number(u.id), `${String(u.firstName)} ${String(u.lastName)}`]));
  return aggregateOrders(orders, query, (userId) => names.get(userId) ?? null);
}

/** walletSummaryOf over a store whose reads are asynchronous. */
export async function walletSummaryFromStore(store: Store): Promise<WalletSummary> {
  const orders = (await store.pick('orders', WALLET_ORDER_FIELDS)) as unknown as WalletOrder[];
  const transactions = (await store.pick('wallet-transactions', ['kind', 'amount'])) as unknown as Pick<
    WalletTransaction,
    'kind' | 'amount'
  >[];
  return walletSummary(orders, transactions);
}
