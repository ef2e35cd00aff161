/**
 * A bounded least-recently-used map. A Map keeps insertion order, so a read re-inserts its key at the
 * end and an insert past the bound drops the first (least recently used) key: O(1) either way.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

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
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores `value` under `key` as the most recently used, evicting the least recently used past the bound. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
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
        if (this.entries.get(key) === value) this.entries.delete(key);
      });
    }
    return value;
  }
}
