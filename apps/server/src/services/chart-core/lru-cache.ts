/** A cached value and when it was last read or written (a counter, not a clock). */
interface Entry<V> {
  value: V;
  lastUse: number;
}

/**
 * A bounded least-recently-used map. Reads come on every request and inserts only on a miss (a chart cast, a
 * token verified), so a read only stamps its entry with a use counter, allocating nothing, and an insert past
 * the bound scans for the least recently used entry: O(1) reads, O(n) inserts past the bound. (Moving the key
 * to the end of the Map on every read, the usual way, made each hit a delete and an insert and the Map's
 * table reallocate under load.)
 */
export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private uses = 0;

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`maxEntries must be a positive integer: ${maxEntries}`);
    }
  }

  /** Number of entries held. */
  get size(): number {
    return this.entries.size;
  }

  /** The value under `key`, marking it most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.lastUse = ++this.uses;
    return entry.value;
  }

  /** Stores `value` under `key` as the most recently used, evicting the least recently used past the bound. */
  set(key: string, value: V): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      entry.lastUse = ++this.uses;
      return;
    }
    this.entries.set(key, { value, lastUse: ++this.uses });
    if (this.entries.size > this.maxEntries) this.evictLeastRecent();
  }

  /** Forgets `key`. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /**
   * The value under `key`, computed by `make` and stored when absent. A promise is stored at once, so
   * concurrent callers share one computation; when it rejects it is dropped (unless replaced meanwhile), so
   * the next call computes afresh instead of failing until the key is evicted.
   */
  getOrSet(key: string, make: () => V): V {
    const found = this.get(key);
    if (found !== undefined) return found;
    const value = make();
    this.set(key, value);
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    return value;
  }

  private evictLeastRecent(): void {
    let oldestKey: string | undefined;
    let oldestUse = Infinity;
    for (const [key, entry] of this.entries) {
      if (entry.lastUse < oldestUse) {
        oldestUse = entry.lastUse;
        oldestKey = key;
      }
    }
    if (oldestKey !== undefined) this.entries.delete(oldestKey);
  }
}
