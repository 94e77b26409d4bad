import type { KycInput, KycView, ProfileUpdateInput, ProfileView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export const fetchProfile = () => api.get<ProfileView>('/api/user/profile');

/** Saves the fields given (date of birth, state, monthly limit, a pause); the rest stay. Answers the whole profile. */
export const updateProfile = (changes: ProfileUpdateInput) => api.put<ProfileView>('/api/user/profile', changes);

/**
 * Saves the KYC whole; it comes back masked. Replacing where withdrawals already go needs
 * `currentPassword` (a 403 naming it when missing or wrong).
 */
export const saveKyc = (kyc: KycInput) => api.put<KycView>('/api/user/kyc', kyc);
