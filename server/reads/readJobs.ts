import type { StoreReader, ListPage } from '../store/storeReader';
import type { ListQuery } from '../store/listQuery';
import type { AggregateQuery } from '../statistics/aggregateOrders';
import type { Statistics, WalletSummary } from '../../src/domain/statistics';
import type { CollectionName } from '../../src/domain/collections';
import { withPeopleIds, withPeopleSearch } from '../rest/peopleSearch';
import { statisticsFromStore, statisticsOf, walletSummaryFromStore, walletSummaryOf } from '../statistics/figures';
import type { Rec } from '../store/store';

/**
 * The reads whose cost grows with the marketplace (a search, a figure over every order): what a
 * read worker runs off the request thread. Each is a plain function of a reader, so the server
 * runs the same code itself while no worker is ready.
 */
export type ReadJob =
  | { kind: 'list'; collection: CollectionName; query: ListQuery; byPeople: boolean }
  | { kind: 'listIds'; collection: CollectionName; query: ListQuery; byPeople: boolean }
  | { kind: 'statistics'; query: AggregateQuery }
  | { kind: 'walletSummary' };

export interface ReadResults {
  list: ListPage;
  listIds: number[];
  statistics: Statistics;
  walletSummary: WalletSummary;
}

export function runReadJob(reader: StoreReader, job: ReadJob): ReadResults[ReadJob['kind']] {
  switch (job.kind) {
    case 'list': {
      const query = job.byPeople ? withPeopleSearch(reader, job.collection, job.query) : job.query;
      return reader.listJson(job.collection, query);
    }
    case 'listIds': {
      const query = job.byPeople ? withPeopleSearch(reader, job.collection, job.query) : job.query;
      return reader.listIds(job.collection, query);
    }
    case 'statistics':
      return statisticsOf(reader, job.query);
    case 'walletSummary':
      return walletSummaryOf(reader);
  }
}

/** What the jobs read from a database whose reads are asynchronous (PostgreSQL's records, or its store). */
export interface AsyncReads {
  listJson(name: string, query: ListQuery): Promise<ListPage>;
  listIds(name: string, query: ListQuery): Promise<number[]>;
  pick<K extends string>(name: string, fields: readonly K[]): Promise<Record<K, unknown>[]>;
  searchIds(name: string, q: string, column: 'body' | 'person'): Promise<number[]>;
  recordsByIds(name: string, ids: readonly number[]): Promise<Rec[]>;
}

/** The same jobs over asynchronous reads (PostgreSQL: in a read worker, or on the server's thread while none is up). */
export async function runReadJobOnStore(reads: AsyncReads, job: ReadJob): Promise<ReadResults[ReadJob['kind']]> {
  switch (job.kind) {
    case 'list': {
      return reads.listJson(job.collection, await peopleQuery(reads, job));
    }
    case 'listIds': {
      return reads.listIds(job.collection, await peopleQuery(reads, job));
    }
    case 'statistics':
      return statisticsFromStore(reads, job.query);
    case 'walletSummary':
      return walletSummaryFromStore(reads);
  }
}

/** A list job's query, finding records by their people's names too when asked. */
async function peopleQuery(
  reads: AsyncReads,
  job: { collection: CollectionName; query: ListQuery; byPeople: boolean },
): Promise<ListQuery> {
  const { q } = job.query;
  return job.byPeople && q ? withPeopleIds(job.collection, job.query, await reads.searchIds('users', q, 'person')) : job.query;
}
