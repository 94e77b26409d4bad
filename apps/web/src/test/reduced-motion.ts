import { vi } from 'vitest';

/**
 * Stands in for the system's reduced-motion setting (jsdom has no matchMedia): the returned
 * function flips it, telling whoever listens, as the browser does.
 */
export function emulateReducedMotion(initially: boolean): (reduce: boolean) => void {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    (media: string) =>
      ({
        media,
        get matches() {
          return media === '(prefers-reduced-motion: reduce)' && matches;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (reduce) => {
    matches = reduce;
    for (const listener of listeners) listener();
  };
}
