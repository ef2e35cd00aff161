import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('evicts the least recently used entry past its bound', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('computes a missing value once', () => {
    const cache = new LruCache<{ n: number }>(5);
    let calls = 0;
    const make = () => ({ n: ++calls });
    const first = cache.getOrSet('k', make);
    expect(cache.getOrSet('k', make)).toBe(first);
    expect(calls).toBe(1);
  });

  it('refuses a bound below one', () => {
    expect(() => new LruCache(0)).toThrow('maxEntries must be a positive integer: 0');
  });
});
