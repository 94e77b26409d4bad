import type { AuthUser, LoginInput, RegisterInput } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export interface TokenResponse {
  token?: string;
  message?: string;
}

export interface MessageResponse {
  message: string;
}

export const login = (input: LoginInput) => api.post<TokenResponse>('/api/auth/login', input);

export const register = (input: RegisterInput) => api.post<MessageResponse & { user: AuthUser }>('/api/auth/register', input);

/** Signs in with Google's ID token; a new account made by it is linked to the friend whose `referralCode` it carries. */
export const signInWithGoogle = (credential: string, referralCode?: string) =>
  api.post<TokenResponse>('/api/auth/google', referralCode ? { credential, referralCode } : { credential });

export const fetchCurrentUser = () => api.get<AuthUser & { emailVerified: boolean }>('/api/auth/me');

export const requestPasswordReset = (email: string) => api.post<MessageResponse>('/api/auth/forgot-password', { email });

export const resetPassword = (token: string, password: string) =>
  api.post<MessageResponse>('/api/auth/reset-password', { token, password });

export const verifyEmail = (token: string) => api.post<MessageResponse>('/api/auth/verify-email', { token });

/** A new verification link for the signed-in user (202), or a 409 when the address is verified already. */
export const resendVerification = () => api.post<MessageResponse>('/api/auth/verify-email/resend');
