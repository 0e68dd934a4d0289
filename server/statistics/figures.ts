import type { User, WalletTransaction } from '../../src/domain/entities';
import type { RankedUser, Statistics, WalletSummary } from '../../src/domain/statistics';
import type { StoreReader } from '../store/storeReader';
import type { AsyncReads } from '../reads/readJobs';
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
 * statisticsOf over reads that are asynchronous (PostgreSQL): the orders' few columns read at
 * once, then the names of the ranked users only (a dozen records, not every user).
 */
export async function statisticsFromStore(reads: AsyncReads, query: AggregateQuery): Promise<Statistics> {
  const orders = (await reads.pick('orders', STAT_ORDER_FIELDS)) as unknown as StatOrder[];
  const unnamed = aggregateOrders(orders, query, () => null);
  const ranked = [...new Set([...unnamed.topCustomers, ...unnamed.topEarners].flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  const users = (await reads.recordsByIds('users', ranked)) as unknown as User[];
  const names = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  const named = (r: RankedUser): RankedUser => ({ ...r, name: (r.userId !== null && names.get(r.userId)) || null });
  return { ...unnamed, topCustomers: unnamed.topCustomers.map(named), topEarners: unnamed.topEarners.map(named) };
}

/** walletSummaryOf over reads that are asynchronous. */
export async function walletSummaryFromStore(reads: AsyncReads): Promise<WalletSummary> {
  const orders = (await reads.pick('orders', WALLET_ORDER_FIELDS)) as unknown as WalletOrder[];
  const transactions = (await reads.pick('wallet-transactions', ['kind', 'amount'])) as unknown as Pick<
    WalletTransaction,
    'kind' | 'amount'
  >[];
  return walletSummary(orders, transactions);
}
