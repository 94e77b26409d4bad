import { useLayoutEffect, useRef } from 'react';

/**
 * Slides rows that changed place to their new place (First, Last, Invert, Play), so a rank change
 * reads as movement rather than a jump. `enabled` false (reduced motion) skips it.
 */
export function useFlip(order: string, durationMs: number, enabled: boolean) {
  const nodes = useRef(new Map<string, HTMLElement>());
  const lastTops = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    const tops = new Map<string, number>();
    for (const [key, node] of nodes.current) tops.set(key, node.getBoundingClientRect().top);
    if (enabled) {
      for (const [key, node] of nodes.current) {
        const before = lastTops.current.get(key);
        const after = tops.get(key);
        if (before === undefined || after === undefined || before === after || typeof node.animate !== 'function') continue;
        node.animate([{ transform: `translateY(${before - after}px)` }, { transform: 'translateY(0)' }], {
          duration: durationMs,
          easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
        });
      }
    }
    lastTops.current = tops;
  }, [order, durationMs, enabled]);

  /** A ref callback for the row with this key. */
  return (key: string) => (node: HTMLElement | null) => {
    if (node) nodes.current.set(key, node);
    else nodes.current.delete(key);
  };
}
