import { describe, expect, it } from 'vitest';
import { InMemoryEventBus } from './event-bus.ts';
import { ReadCache } from './read-cache.ts';

const text = (answer: { body: Buffer }) => answer.body.toString('utf8');

function counter() {
  let loads = 0;
  return {
    load: (body: string, validUntil = Number.POSITIVE_INFINITY) => async () => {
      loads += 1;
      return { json: body, validUntil };
    },
    get loads() {
      return loads;
    },
  };
}

describe('the read cache', () => {
  it('loads once and answers from memory until invalidated', async () => {
    const cache = new ReadCache(new InMemoryEventBus(), 'changed');
    const loads = counter();
    expect(text(await cache.get('k', 0, loads.load('"a"')))).toBe('"a"');
    expect(text(await cache.get('k', 0, loads.load('"b"')))).toBe('"a"');
    expect(loads.loads).toBe(1);
    await cache.invalidate();
    expect(text(await cache.get('k', 0, loads.load('"c"')))).toBe('"c"');
    expect(loads.loads).toBe(2);
  });

  it('loads again once an answer stops being true by itself', async () => {
    const cache = new ReadCache(new InMemoryEventBus(), 'changed');
    const loads = counter();
    await cache.get('k', 0, loads.load('"before"', 1000));
    expect(text(await cache.get('k', 999, loads.load('"x"')))).toBe('"before"');
    expect(text(await cache.get('k', 1000, loads.load('"after"')))).toBe('"after"');
  });

  it('keeps at most its size in bytes, forgetting the answer read least recently', async () => {
    const cache = new ReadCache(new InMemoryEventBus(), 'changed', 10);
    const loads = counter();
    await cache.get('a', 0, loads.load('"aaa"'));
    await cache.get('b', 0, loads.load('"bbb"'));
    await cache.get('a', 0, loads.load('"a again"'));
    await cache.get('c', 0, loads.load('"ccc"'));
    expect(loads.loads).toBe(3);
    expect(text(await cache.get('a', 0, loads.load('"a reloaded"')))).toBe('"aaa"');
    expect(text(await cache.get('c', 0, loads.load('"c reloaded"')))).toBe('"ccc"');
    expect(text(await cache.get('b', 0, loads.load('"b reloaded"')))).toBe('"b reloaded"');
    expect(loads.loads).toBe(4);
  });

  it('keeps a small value beside the answers, loaded once until invalidated', async () => {
    const cache = new ReadCache(new InMemoryEventBus(), 'changed');
    let counts = 0;
    const total = () => cache.value('total', 0, async () => ({ value: (counts += 1) * 100, validUntil: Number.POSITIVE_INFINITY }));
    expect(await total()).toBe(100);
    expect(await total()).toBe(100);
    await cache.invalidate();
    expect(await total()).toBe(200);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache(new InMemoryEventBus(), 'changed');
    const loads = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', 0, loads.load('"a"'))));
    expect(answers.map(text)).toEqual(['"a"', '"a"', '"a"']);
    expect(loads.loads).toBe(1);
  });

  it('does not keep a load that began before an invalidation', async () => {
    const cache = new ReadCache(new InMemoryEventBus(), 'changed');
    let release!: () => void;
    const stale = cache.get('k', 0, () => new Promise((resolve) => (release = () => resolve({ json: '"stale"', validUntil: Infinity }))));
    await cache.invalidate();
    release();
    expect(text(await stale)).toBe('"stale"');
    expect(text(await cache.get('k', 0, async () => ({ json: '"fresh"', validUntil: Infinity })))).toBe('"fresh"');
  });

  it('forgets its answers when another process invalidates', async () => {
    const bus = new InMemoryEventBus();
    const here = new ReadCache(bus, 'changed');
    const there = new ReadCache(bus, 'changed');
    await here.get('k', 0, async () => ({ json: '"old"', validUntil: Infinity }));
    await there.invalidate();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(text(await here.get('k', 0, async () => ({ json: '"new"', validUntil: Infinity })))).toBe('"new"');
  });
  it('keeps facts per id: loads only the ids it does not hold, until they stop being true or a write', async () => {
    const cache = new ReadCache(new InMemoryEventBus(), 'changed');
    const asked: number[][] = [];
    const load = (value: string, validUntil: number) => async (ids: number[]) => {
      asked.push(ids);
      return { values: new Map(ids.map((id) => [id, `${value}${id}`])), validUntil };
    };
    expect([...(await cache.facts('count', [1, 2, 3], 0, load('a', 1000)))]).toEqual([[1, 'a1'], [2, 'a2'], [3, 'a3']]);
    // A page sharing two of its rows with the first reads only its own.
    expect([...(await cache.facts('count', [2, 3, 4, 4], 10, load('b', 1000)))].sort()).toEqual([[2, 'a2'], [3, 'a3'], [4, 'b4']]);
    expect(asked).toEqual([[1, 2, 3], [4]]);
    // Another kind of fact is kept apart.
    expect((await cache.facts('match', [1], 10, load('m', 1000))).get(1)).toBe('m1');
    // Past validUntil, and after a write, each is read again.
    expect((await cache.facts('count', [1], 1000, load('c', 5000))).get(1)).toBe('c1');
    await cache.invalidate();
    expect((await cache.facts('count', [1, 2], 1001, load('d', 5000))).get(2)).toBe('d2');
    expect(asked.slice(3)).toEqual([[1], [1, 2]]);
  });

  it('uses but does not keep facts loaded across an invalidation', async () => {
    const cache = new ReadCache(new InMemoryEventBus(), 'changed');
    let release!: () => void;
    const slow = cache.facts('count', [7], 0, async (ids) => {
      await new Promise<void>((resolve) => (release = resolve));
      return { values: new Map(ids.map((id) => [id, 'stale'])), validUntil: 1000 };
    });
    await Promise.resolve();
    await cache.invalidate();
    release();
    expect((await slow).get(7)).toBe('stale');
    expect((await cache.facts('count', [7], 1, async (ids) => ({ values: new Map(ids.map((id) => [id, 'fresh'])), validUntil: 1000 }))).get(7)).toBe('fresh');
  });
});
