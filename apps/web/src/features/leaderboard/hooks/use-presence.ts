import { useEffect, useRef, useState } from 'react';

export interface PresentItem<T> {
  item: T;
  key: string;
  /** Gone from the list, shown a moment longer while it animates out. */
  leaving: boolean;
}

interface Leaving<T> {
  item: T;
  index: number;
}

/**
 * The list to render when items should animate out: the current items in order, plus those just
 * removed, kept at their old place for `exitMs`. With `exitMs` 0 removed items go at once.
 */
export function usePresence<T>(items: readonly T[], keyOf: (item: T) => string, exitMs: number): PresentItem<T>[] {
  const [leaving, setLeaving] = useState<ReadonlyMap<string, Leaving<T>>>(new Map());
  const previous = useRef(items);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const before = previous.current;
    previous.current = items;
    if (before === items) return;
    const present = new Set(items.map(keyOf));
    const gone = exitMs > 0 ? before.flatMap((item, index) => (present.has(keyOf(item)) ? [] : [{ item, index }])) : [];

    setLeaving((current) => {
      const next = new Map(current);
      for (const key of present) next.delete(key);
      for (const entry of gone) next.set(keyOf(entry.item), entry);
      return next;
    });
    for (const key of present) {
      clearTimeout(timers.current.get(key));
      timers.current.delete(key);
    }
    for (const { item } of gone) {
      const key = keyOf(item);
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          setLeaving((current) => {
            const next = new Map(current);
            next.delete(key);
            return next;
          });
        }, exitMs),
      );
    }
    // keyOf is expected to be stable in meaning; only a new list matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, exitMs]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const rendered: PresentItem<T>[] = items.map((item) => ({ item, key: keyOf(item), leaving: false }));
  const present = new Set(rendered.map((entry) => entry.key));
  const stillLeaving = [...leaving.entries()].filter(([key]) => !present.has(key)).sort((a, b) => a[1].index - b[1].index);
  for (const [key, { item, index }] of stillLeaving) {
    rendered.splice(Math.min(index, rendered.length), 0, { item, key, leaving: true });
  }
  return rendered;
}
