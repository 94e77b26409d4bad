import type { AdminReferralView, ReferralView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** Refer and Earn: the player's code, link and friends; the admins' review of held referrals. */

export const fetchReferral = () => api.get<ReferralView>('/api/user/referral');

export const REFERRALS_PAGE_SIZE = 20;
export const HELD_REFERRALS_PATH = `/api/admin/referrals?state=HELD&limit=${REFERRALS_PAGE_SIZE}`;

export const fetchAdminReferralPage = (path: string) => api.getPage<AdminReferralView>(path);

export const approveReferral = (id: number, note?: string) => api.post<AdminReferralView>(`/api/admin/referrals/${id}/approve`, note ? { note } : {});
export const rejectReferral = (id: number, note?: string) => api.post<AdminReferralView>(`/api/admin/referrals/${id}/reject`, note ? { note } : {});
