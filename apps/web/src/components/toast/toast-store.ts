export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** Said on the way to another page ('You have successfully joined the contest!' as the join opens My Joined Contests): it stays for that page. */
  forNextPage: boolean;
}

export interface ToastOptions {
  /** The notice is about the page the app goes to next: the next page change keeps it. */
  forNextPage?: boolean;
}

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
export function showToast(message: string, tone: ToastTone = 'info', { forNextPage = false }: ToastOptions = {}): number {
  const same = toasts.find((toast) => toast.message === message);
  if (same) dismissToast(same.id);
  const id = nextId++;
  toasts = [...toasts, { id, message, tone, forNextPage }].slice(-3);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
}

/** The page changed: notices about the page left behind go; one said on the way here stays, for this page only. */
export function clearNoticesOfPreviousPage(): void {
  for (const stale of toasts.filter((toast) => !toast.forNextPage)) dismissToast(stale.id);
  if (toasts.some((toast) => toast.forNextPage)) {
    toasts = toasts.map((toast) => ({ ...toast, forNextPage: false }));
    emit();
  }
}

export const toast = {
  info: (message: string, options?: ToastOptions) => showToast(message, 'info', options),
  success: (message: string, options?: ToastOptions) => showToast(message, 'success', options),
  error: (message: string, options?: ToastOptions) => showToast(message, 'error', options),
};
