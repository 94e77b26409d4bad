/** The slice of Google Identity Services that sign-in uses. */
interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: 'popup' }): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
}

interface PromptNotification {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  getNotDisplayedReason?: () => string;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleAccountsId> | null = null;

/** Loads Google's script the first time someone asks for Google sign-in, never before. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google.accounts.id);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google sign-in did not load.'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Google sign-in did not load.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Asks Google for an ID token (the one-tap prompt) and resolves with it. Rejects when the prompt
 * cannot be shown or the person closes it.
 */
export async function requestGoogleCredential(clientId: string): Promise<string> {
  const id = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      callback: ({ credential }) => (credential ? resolve(credential) : reject(new Error('No credential.'))),
    });
    id.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) {
        reject(new Error(notification.getNotDisplayedReason?.() ?? 'Google sign-in was closed.'));
      }
    });
  });
}
