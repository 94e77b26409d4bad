/**
 * Polite announcements for screen readers: short news that is not on screen as text of its own
 * ("3 of 11 players picked.", later "Your rank is now 12"), said once, after what the person is
 * hearing, instead of making a whole table live. One region shows them (LiveAnnouncer, mounted
 * once at the root); anything may call `announce`.
 */

export interface Announcement {
  /** New for every call, so the same words said twice are read twice. */
  id: number;
  message: string;
}

let latest: Announcement | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

export function announce(message: string): void {
  latest = { id: nextId++, message };
  for (const listener of listeners) listener();
}

export function latestAnnouncement(): Announcement | null {
  return latest;
}

export function subscribeToAnnouncements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
