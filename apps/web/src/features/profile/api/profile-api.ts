import type { ProfileView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export const fetchProfile = () => api.get<ProfileView>('/api/user/profile');
