import type { ChangeEmailInput, ChangeEmailView, ChangePasswordInput, SessionView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/**
 * The account's own security: where it is signed in, its password and its e-mail. Every path
 * of these calls is here, so a change on the server's side is one change on ours.
 */

export const SESSIONS_PAGE_SIZE = 10;

export const SESSIONS_FIRST_PAGE = `/api/user/sessions?limit=${SESSIONS_PAGE_SIZE}`;

export const fetchSessionPage = (path: string) => api.getPage<SessionView>(path);

/** Signs one of the account's other devices out (204); a session that is not the caller's, or is gone, is a 404. */
export const endSession = (id: string) => api.delete<null>(`/api/user/sessions/${encodeURIComponent(id)}`);

/** Signs out every device but this one (204). */
export const endOtherSessions = () => api.post<null>('/api/user/sessions/end-others');

/** 204; a missing or wrong current password is a 403 naming `currentPassword`. Every other session ends. */
export const changePassword = (input: ChangePasswordInput) => api.put<null>('/api/user/password', input);

/** The e-mail changes at once, to be verified again by the link sent there; the old address is told. */
export const changeEmail = (input: ChangeEmailInput) => api.put<ChangeEmailView>('/api/user/email', input);
