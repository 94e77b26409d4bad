import type { KycInput, KycView, ProfileUpdateInput, ProfileView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export const fetchProfile = () => api.get<ProfileView>('/api/user/profile');

/** Saves the fields given (date of birth, state, monthly limit, a pause); the rest stay. Answers the whole profile. */
export const updateProfile = (changes: ProfileUpdateInput) => api.put<ProfileView>('/api/user/profile', changes);

/** KYC as sent: replacing a saved one's payout destination needs the current password (a 403 naming `currentPassword` without it). */
export type KycChange = KycInput & { currentPassword?: string };

/** Saves the KYC whole; it comes back masked. */
export const saveKyc = (kyc: KycChange) => api.put<KycView>('/api/user/kyc', kyc);
