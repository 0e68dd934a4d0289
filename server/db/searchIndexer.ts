/** What the indexer needs of the store. */
export interface IndexedStore {
  /** Indexes up to `limit` noted writes per collection (a commit of its own; skipped while a transaction runs). */
  indexWritesForSearch(limit: number): Promise<void>;
  /** One bounded merge step of each search index written since its last step (skipped while a transaction runs). */
  mergeSearchIndexes(): Promise<void>;
}

/** How often records written since are indexed for search, and how many per collection at a time. */
const INDEX_EVERY_MS = 100;
const INDEX_BATCH = 64;
const MERGE_EVERY_MS = 1000;

/**
 * Keeps the search index up to date between requests: small batches often (a batch holds the
 * server's thread for a few ms at most), and a bounded merge step a second, so that no request's
 * commit rewrites or merges the index. A search never depends on it: the store indexes what is
 * still pending before every search. Started and stopped by the server.
 */
export class SearchIndexer {
  private readonly timers: NodeJS.Timeout[];

  private constructor(store: IndexedStore, log: (msg: string) => void) {
    const index = setInterval(() => {
      store.indexWritesForSearch(INDEX_BATCH).catch((e: unknown) => {
        // A full disk, say: the notes stay (the batch rolled back) and the next tick or search retries.
        log(`Indexing writes for search failed (retried): ${(e as Error).message}`);
      });
    }, INDEX_EVERY_MS);
    const merge = setInterval(() => {
      store.mergeSearchIndexes().catch((e: unknown) => log(`Merging the search index failed (retried): ${(e as Error).message}`));
    }, MERGE_EVERY_MS);
    this.timers = [index, merge];
    for (const t of this.timers) t.unref();
  }

  static start(store: IndexedStore, log: (msg: string) => void): SearchIndexer {
    return new SearchIndexer(store, log);
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
  }
}
