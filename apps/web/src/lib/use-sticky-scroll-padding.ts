import { useLayoutEffect, type RefObject } from 'react';

/** Room left between a focused element and a sticky bar. */
const CLEARANCE_PX = 8;

/** How far from its edge of the screen a sticky element reaches; null while it is not stuck to that edge. */
function reach(element: HTMLElement | null, edge: 'top' | 'bottom'): number | null {
  if (!element) return null;
  const style = getComputedStyle(element);
  if (style.position !== 'sticky' || style[edge] === 'auto') return null;
  return parseFloat(style[edge]) + element.getBoundingClientRect().height;
}

/**
 * Keeps what the keyboard focuses out from under sticky bars: while mounted, the page's scroll
 * padding (which the browser honours when it scrolls a focused element into view) is what the
 * sticky `top` and `bottom` elements cover, followed as they change size or stop being stuck
 * (the picker's summary is a bottom bar on a phone, a column when wide).
 */
export function useStickyScrollPadding(top: RefObject<HTMLElement | null>, bottom: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const topReach = reach(top.current, 'top');
      const bottomReach = reach(bottom.current, 'bottom');
      root.style.scrollPaddingTop = topReach === null ? '' : `${topReach + CLEARANCE_PX}px`;
      root.style.scrollPaddingBottom = bottomReach === null ? '' : `${bottomReach + CLEARANCE_PX}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    for (const element of [top.current, bottom.current]) if (element) observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingTop = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [top, bottom]);
}
