/** @jest-environment node */
import type { Change } from './change-feed';
import { type ChangeSource, ReadCache } from './read-cache';

/** A feed the test drives: live or not, and changes delivered on demand. */
function fakeFeed() {
  const listeners = new Set<(c: Change | null) => void>();
  const feed = {
    live: true,
    subscribe(listener: (c: Change | null) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(change: Change | null) {
      for (const l of listeners) l(change);
    },
  };
  return feed;
}

function counter(values: string[]) {
  let calls = 0;
  const load = async () => values[Math.min(calls++, values.length - 1)];
  return { load, calls: () => calls };
}

const options = { tables: { hotels: 'any', sessions: ['delete'] } as const, ttlMs: 60_000, max: 10 };

describe('ReadCache', () => {
  it('loads once and then answers from memory', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed as ChangeSource, options);
    const source = counter(['a', 'b']);
    expect(await cache.get('k', source.load)).toBe('a');
    expect(await cache.get('k', source.load)).toBe('a');
    expect(source.calls()).toBe(1);
  });

  it('forgets everything on a change to a watched table, and only then', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed as ChangeSource, options);
    const source = counter(['a', 'b', 'c']);
    await cache.get('k', source.load);
    feed.send({ table: 'cases', op: 'update' });
    feed.send({ table: 'sessions', op: 'update' });
    expect(await cache.get('k', source.load)).toBe('a');
    feed.send({ table: 'hotels', op: 'update' });
    expect(await cache.get('k', source.load)).toBe('b');
    feed.send({ table: 'sessions', op: 'delete' });
    expect(await cache.get('k', source.load)).toBe('c');
  });

  it('forgets everything when the feed restarts (null)', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed as ChangeSource, options);
    const source = counter(['a', 'b']);
    await cache.get('k', source.load);
    feed.send(null);
    expect(await cache.get('k', source.load)).toBe('b');
  });

  it('does not keep a value read while a change arrived (it may predate the change)', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed as ChangeSource, options);
    let release!: () => void;
    const slowRead = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('old');
      });
    const pending = cache.get('k', slowRead);
    feed.send({ table: 'hotels', op: 'update' });
    release();
    expect(await pending).toBe('old');
    const source = counter(['new']);
    expect(await cache.get('k', source.load)).toBe('new');
    expect(source.calls()).toBe(1);
  });

  it("keeps nothing for a while after this process's own write (it may not be committed yet)", async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed as ChangeSource, { ...options, localWriteSettleMs: 1000 });
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    try {
      feed.send({ table: 'sessions', op: 'delete', local: true });
      const source = counter(['before commit', 'after commit', 'kept']);
      expect(await cache.get('k', source.load)).toBe('before commit');
      now.mockReturnValue(10_999);
      expect(await cache.get('k', source.load)).toBe('after commit');
      now.mockReturnValue(11_000);
      expect(await cache.get('k', source.load)).toBe('kept');
      expect(await cache.get('k', source.load)).toBe('kept');
      // A notification (another replica's commit) empties the cache without holding it back.
      feed.send({ table: 'sessions', op: 'delete' });
      expect(await cache.get('k', counter(['fresh']).load)).toBe('fresh');
      expect(await cache.get('k', counter(['unused']).load)).toBe('fresh');
    } finally {
      now.mockRestore();
    }
  });

  it('reads through while the feed is not live, and keeps nothing', async () => {
    const feed = fakeFeed();
    feed.live = false;
    const cache = new ReadCache<string>(feed as ChangeSource, options);
    const source = counter(['a', 'b']);
    expect(await cache.get('k', source.load)).toBe('a');
    expect(await cache.get('k', source.load)).toBe('b');
    expect(cache.size).toBe(0);
  });

  it('keeps no null or undefined answer', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed as ChangeSource, options);
    let calls = 0;
    const missing = async () => {
      calls++;
      return null;
    };
    await cache.get('k', missing);
    await cache.get('k', missing);
    expect(calls).toBe(2);
  });

  it('holds at most `max` keys', async () => {
    const feed = fakeFeed();
    const cache = new ReadCache<string>(feed as ChangeSource, { ...options, max: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, async () => k);
    expect(cache.size).toBe(3);
  });
});
