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
});
