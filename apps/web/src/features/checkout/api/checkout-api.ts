import type { SandboxOrderView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

// The sandbox gateway's own endpoints: the checkout link's token is the only key (no sign-in).

export const fetchSandboxOrder = (paymentId: number, token: string) =>
  api.get<SandboxOrderView>(`/api/sandbox/payments/${paymentId}?token=${encodeURIComponent(token)}`);

export const approveSandboxPayment = (paymentId: number, token: string) => api.post<SandboxOrderView>(`/api/sandbox/payments/${paymentId}/approve`, { token });

export const declineSandboxPayment = (paymentId: number, token: string) => api.post<SandboxOrderView>(`/api/sandbox/payments/${paymentId}/decline`, { token });
