import { LRUCache } from 'lru-cache';
import type { Change, ChangeFeed } from './change-feed';

/** What a cache needs of a ChangeFeed. */
export type ChangeSource = Pick<ChangeFeed, 'live' | 'subscribe'>;

export interface ReadCacheOptions {
  /** Tables whose writes may change a cached value (any change empties the cache). */
  tables: Record<string, 'any' | readonly Change['op'][]>;
  /** A safety net: no value is served older than this. */
  ttlMs: number;
  max: number;
  /**
   * After a write of this process to a watched table, values read are not kept for this long
   * (default 1 s): the write's transaction may not have committed yet, so a read meanwhile
   * still sees the rows from before it. Its commit's notification empties the cache again
   * anyway; this covers the time until it arrives.
   */
  localWriteSettleMs?: number;
}

/**
 * A read-through cache in front of database reads that many requests repeat (docs/adr/0008).
 * Emptied whenever one of its tables changes (ChangeFeed), and bypassed while the feed is
 * not live. A value read while a change arrived is returned but not kept: the read may
 * have seen the rows from before the change (the generation check); nor is one read shortly
 * after this process's own write, which may not be committed yet (`localWriteSettleMs`).
 */
export class ReadCache<V extends {}> {
  private readonly lru: LRUCache<string, V>;
  private generation = 0;
  /** No value is kept before this instant (see `localWriteSettleMs`). */
  private keepFrom = 0;

  constructor(
    private readonly feed: ChangeSource,
    private readonly options: ReadCacheOptions,
  ) {
    this.lru = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs });
    feed.subscribe((change) => {
      if (change !== null && !this.watches(change)) return;
      this.clear();
      if (change?.local) this.keepFrom = Date.now() + (options.localWriteSettleMs ?? 1000);
    });
  }

  /** The cached value for `key`, or `load()`'s, kept when it is not undefined/null. */
  async get(key: string, load: () => Promise<V | null | undefined>): Promise<V | null | undefined> {
    if (!this.feed.live) return load();
    const hit = this.lru.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (value != null && generation === this.generation && this.feed.live && Date.now() >= this.keepFrom)
      this.lru.set(key, value);
    return value;
  }

  /** Forgets one key (e.g. an expired session found in the cache). */
  delete(key: string): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.generation++;
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }

  private watches({ table, op }: Change): boolean {
    const ops = this.options.tables[table];
    return ops !== undefined && (ops === 'any' || ops.includes(op));
  }
}
