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

  it('keeps the entries read most recently when many are inserted past the bound', () => {
    const cache = new LruCache<number>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, key.charCodeAt(0));
    cache.get('a');
    cache.set('b', 20); // a write counts as a use too
    cache.set('d', 4); // c is the least recently used
    expect(cache.get('c')).toBeUndefined();
    cache.set('e', 5); // then a
    expect([cache.get('a'), cache.get('b'), cache.get('d'), cache.get('e')]).toEqual([undefined, 20, 4, 5]);
    expect(cache.size).toBe(3);
  });

  it('computes a missing value once', () => {
    const cache = new LruCache<{ n: number }>(5);
    let calls = 0;
    const make = () => ({ n: ++calls });
    const first = cache.getOrSet('k', make);
    expect(cache.getOrSet('k', make)).toBe(first);
    expect(calls).toBe(1);
  });

  it('drops a rejected promise, so the next call computes afresh', async () => {
    const cache = new LruCache<Promise<number>>(5);
    let calls = 0;
    const make = () => (++calls === 1 ? Promise.reject(new Error('engine failed')) : Promise.resolve(calls));
    await expect(cache.getOrSet('k', make)).rejects.toThrow('engine failed');
    expect(cache.size).toBe(0);
    await expect(cache.getOrSet('k', make)).resolves.toBe(2);
    await expect(cache.getOrSet('k', make)).resolves.toBe(2);
    expect(calls).toBe(2);
  });

  it('shares one pending promise and keeps a newer entry when an older one rejects', async () => {
    const cache = new LruCache<Promise<string>>(5);
    let fail: (error: Error) => void = () => undefined;
    const pending = cache.getOrSet('k', () => new Promise<string>((_resolve, reject) => (fail = reject)));
    expect(cache.getOrSet('k', () => Promise.resolve('second'))).toBe(pending);
    const newer = Promise.resolve('newer');
    cache.set('k', newer);
    fail(new Error('late failure'));
    await expect(pending).rejects.toThrow('late failure');
    expect(cache.get('k')).toBe(newer);
  });

  it('refuses a bound below one', () => {
    expect(() => new LruCache(0)).toThrow('maxEntries must be a positive integer: 0');
  });
});
