import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('createReadCache', () => {
  it('when identical reads overlap, then the load runs once and both get its answer', async () => {
    const cache = createReadCache({ maxAgeMs: 1000, maxEntries: 10 });
    const answer = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return answer.promise;
    };
    const first = cache.read('k', load);
    const second = cache.read('k', load);
    answer.resolve('list');
    expect(await Promise.all([first, second])).toEqual(['list', 'list']);
    expect(loads).toBe(1);
  });

  it('when invalidated, then the next read loads again, and a read in flight is not reused', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);
    cache.invalidate();
    expect(await cache.read('k', load)).toBe(2);

    const slow = deferred<number>();
    const inFlight = cache.read('slow', () => slow.promise);
    cache.invalidate();
    const after = cache.read('slow', async () => 7);
    slow.resolve(6);
    expect(await inFlight).toBe(6);
    expect(await after).toBe(7);
  });

  it('when a tag is invalidated, then only the answers naming it (or still loading) are dropped', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000, maxEntries: 10 });
    const ids = (list: number[]) => list.map(String);
    await cache.read('a', async () => [1, 2], ids);
    await cache.read('b', async () => [3], ids);
    await cache.read('unnamed', async () => [1]);
    const slow = deferred<number[]>();
    void cache.read('loading', () => slow.promise, ids);
    cache.invalidateTag('3');
    expect(cache.size()).toBe(1);
    let reloadedA = false;
    await cache.read('a', async () => {
      reloadedA = true;
      return [1, 2];
    });
    expect(reloadedA).toBe(false);
    slow.resolve([9]);
  });

  it('when keys with a prefix are invalidated, then only those are dropped', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000, maxEntries: 10 });
    for (const key of ['live:', 'live:201', 'fixtures:1']) await cache.read(key, async () => key);
    cache.invalidateKeys('live:');
    expect(cache.size()).toBe(1);
  });

  it('when an answer is older than maxAgeMs, then it is loaded again', async () => {
    let clock = 0;
    const cache = createReadCache({ maxAgeMs: 1000, maxEntries: 10, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('k', load);
    clock = 999;
    expect(await cache.read('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.read('k', load)).toBe(2);
  });

  it('when a load fails, then callers get the error and the next read tries again', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000, maxEntries: 10 });
    await expect(cache.read('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size()).toBe(0);
    expect(await cache.read('k', async () => 'up')).toBe('up');
  });

  it('when more keys than maxEntries are read, then the oldest are dropped', async () => {
    const cache = createReadCache({ maxAgeMs: 60_000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.read(key, async () => key);
    expect(cache.size()).toBe(3);
    let reloaded = false;
    await cache.read('a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });
});
