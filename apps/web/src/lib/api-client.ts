import { endSession, readToken } from './auth-token.ts';
import { nextLinkOf } from './link-header.ts';

/** A non-OK answer from the API, with the message a person can read and the HTTP status. */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Said on the sign-in page when the server ended a session without saying why. */
export const SESSION_ENDED = 'You have been signed out. Please sign in again.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Headers beyond the JSON type and the token, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** A page of a paged list, with the address of the next page when the server gave one. */
export interface Page<T> {
  items: T[];
  /** From the answer's `Link: <...>; rel="next"` header; null on the last page. */
  next: string | null;
  /** How many the whole list holds, from `X-Total-Count`; null where the list does not say. */
  total: number | null;
}

/** The `X-Total-Count` header as a count, or null when it is absent or not a whole number. */
function totalOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** A page of a list whose answer links to the next page (RFC 8288). */
  getPage<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<Page<T>>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): fall back to the status.
  }
  return null;
}

/**
 * The API client (spec section 7): JSON in and out, `Authorization: Bearer` from
 * `localStorage.jwt` when present, `null` for 204, and an ApiError carrying the body's `message`
 * or `HTTP error! status: N` otherwise. `baseUrl` is empty in the app (same origin).
 */
export function createApiClient(baseUrl = ''): ApiClient {
  async function send(path: string, { method = 'GET', body, signal, headers: extra }: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extra };
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });

    if (!response.ok) {
      const message = await messageOf(response);
      // The server no longer accepts this token (signed out from another device, expired, its
      // account gone): the session is over, so drop it, and the signed-in pages send the person
      // to sign in again, where the server's reason is said.
      if (token && response.status === 401 && /invalid_token/.test(response.headers.get('WWW-Authenticate') ?? '')) {
        endSession(message ?? SESSION_ENDED);
      }
      throw new ApiError(message ?? `HTTP error! status: ${response.status}`, response.status);
    }
    return response;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await send(path, options);
    if (response.status === 204) return null as T;
    return (await response.json()) as T;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    getPage: async <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => {
      const response = await send(path, { ...options, method: 'GET' });
      return {
        items: (await response.json()) as T[],
        next: nextLinkOf(response.headers.get('Link')),
        total: totalOf(response.headers.get('X-Total-Count')),
      };
    },
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

export const api = createApiClient();

/**
 * Asks the server whether this tab's session still holds, for when something other than an API
 * call was refused (the live channel's ERROR frame): a session that has ended is then dropped as
 * any refused call drops it.
 */
export async function confirmSession(): Promise<void> {
  if (!readToken()) return;
  try {
    await api.get('/api/auth/me');
  } catch {
    // The refusal has done its work (the session ended) or the network is down (nothing to conclude).
  }
}

/** The message to show for a failed call: the API's own words, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
