import { useSyncExternalStore } from 'react';

/** Chromium's install prompt, kept from the moment it is offered until the player asks for it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Listens for the browser's offer to install Crease (Chrome, Edge, Samsung Internet on Android
 * and desktop) so the app pages can offer it with their own button; Safari makes no offer, and
 * the pages show its "Add to Home Screen" steps instead. Called once, at start.
 */
export function listenForInstallOffer(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    installed = true;
    changed();
  });
}

/** The service worker (offline start, pushes): registered once the page has loaded, so it never delays the first paint. */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        // What this page loaded before the worker ran (the screen's own chunks): kept for an offline start.
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).origin === window.location.origin && new URL(url).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'keep-assets', urls });
      })
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export type InstallState = 'installed' | 'offered' | 'manual';

function state(): InstallState {
  if (installed || (typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches)) return 'installed';
  return offered ? 'offered' : 'manual';
}

/** Whether Crease runs installed, the browser offers to install it, or it is added by hand. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state,
    () => 'manual',
  );
}

/** Shows the browser's install prompt; answers whether the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = offered;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  offered = null;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome === 'accepted';
}
