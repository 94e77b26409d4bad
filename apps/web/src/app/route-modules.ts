import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { loadProviders, loadSignedInLayout, SCREENS, type ScreenLoader } from './route-table.ts';

/** The code the page at `path` needs, its layouts' first; undefined for an address no screen has. */
export function loadersFor(path: string): readonly ScreenLoader[] | undefined {
  const screen = SCREENS.find((candidate) => matchPath(`/${candidate.path}`, path) !== null);
  if (!screen) return undefined;
  return screen.layout === 'signed-in' ? [loadProviders, loadSignedInLayout, screen.load] : [loadProviders, screen.load];
}

const warmed = new Set<string>();

/** Starts loading the code of the page at `path`, if we know it; harmless to call again. */
export function preloadPath(path: string): void {
  const loaders = loadersFor(path);
  if (!loaders || warmed.has(path)) return;
  warmed.add(path);
  for (const load of loaders) load().catch(() => warmed.delete(path));
}

/**
 * When a pointer rests on, a finger touches, or the keyboard focuses a link to one of our pages,
 * its code starts loading, so the click that follows finds it ready.
 */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      preloadPath(link.pathname);
    };
    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
    };
  }, []);
}
