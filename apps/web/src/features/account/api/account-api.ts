import { api } from '../../../lib/api-client.ts';

/**
 * The account's own security: where it is signed in, its password and its e-mail. Every path
 * of these calls is here, so a change on the server's side is one change on ours.
 */

/** A signed-in device as `GET /api/user/sessions` lists it. */
export interface SessionView {
  id: string | number;
  /** The session of the token that asked. */
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface ChangeEmailInput {
  email: string;
  currentPassword: string;
}

export const SESSIONS_PAGE_SIZE = 10;

export const SESSIONS_FIRST_PAGE = `/api/user/sessions?limit=${SESSIONS_PAGE_SIZE}`;

export const fetchSessionPage = (path: string) => api.getPage<SessionView>(path);

/** Signs one of the account's other devices out (204); a session that is not the caller's, or is gone, is a 404. */
export const endSession = (id: SessionView['id']) => api.delete<null>(`/api/user/sessions/${encodeURIComponent(String(id))}`);

/** Signs out every device but this one (204). */
export const endOtherSessions = () => api.post<null>('/api/user/sessions/end-others');

/** 204; a missing or wrong current password is a 403 naming `currentPassword`. Every other session ends. */
export const changePassword = (input: ChangePasswordInput) => api.put<null>('/api/user/password', input);

/** Asks for the e-mail to change: a link goes to the new address, which counts once it is opened. */
export const changeEmail = (input: ChangeEmailInput) => api.put<{ message?: string } | null>('/api/user/email', input);
