import type { AdminWithdrawalView, ContestMoneyView, MoneyOverviewView, WithdrawalStatus } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export const ADMIN_PAGE_SIZE = 20;

export const withdrawalsPath = (status: WithdrawalStatus) => `/api/admin/withdrawals?status=${status}&limit=${ADMIN_PAGE_SIZE}`;

export const fetchAdminWithdrawalPage = (path: string) => api.getPage<AdminWithdrawalView>(path);

export const payWithdrawal = (id: number) => api.post<AdminWithdrawalView>(`/api/admin/withdrawals/${id}/pay`);

export const rejectWithdrawal = (id: number, reason: string) => api.post<AdminWithdrawalView>(`/api/admin/withdrawals/${id}/reject`, { reason });

export const fetchMoneyOverview = () => api.get<MoneyOverviewView>('/api/admin/money');

export const CONTEST_MONEY_FIRST_PAGE = `/api/admin/money/contests?limit=${ADMIN_PAGE_SIZE}`;

export const fetchContestMoneyPage = (path: string) => api.getPage<ContestMoneyView>(path);
