export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** When it was shown (ms since the epoch): a notice shown as a page is left goes with the person to the next. */
  shownAt: number;
}

/**
 * A notice shown this shortly before the page changes belongs to the change ('You have
 * successfully joined the contest!' as the join leads to My Joined Contests) and stays; older
 * ones were about the page left behind.
 */
export const CARRIED_ACROSS_MS = 1_500;

/** How long a notice stays up; long enough to read two lines twice. */
export const TOAST_DURATION_MS = 5_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/**
 * Shows a short notice ('Match created!', 'Google OAuth coming soon'). The same message shown
 * twice in a row replaces the first rather than stacking.
 */
export function showToast(message: string, tone: ToastTone = 'info'): number {
  const same = toasts.find((toast) => toast.message === message);
  if (same) dismissToast(same.id);
  const id = nextId++;
  toasts = [...toasts, { id, message, tone, shownAt: Date.now() }].slice(-3);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
}

/** The page changed: notices about the page left behind go; one shown on the way here stays. */
export function clearNoticesOfPreviousPage(now = Date.now()): void {
  for (const stale of toasts.filter((toast) => now - toast.shownAt > CARRIED_ACROSS_MS)) dismissToast(stale.id);
}

export const toast = {
  info: (message: string) => showToast(message, 'info'),
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
};
