import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../api/profile-api.ts';

export const profileKeys = {
  all: ['profile'] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.all, queryFn: fetchProfile });
}
