import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MoneyAction, ProfileView } from '@crease/game';
import { useServerConfig } from '../../../lib/server-config.ts';
import { fetchProfile } from '../api/profile-api.ts';
import { standingProblem, type StandingProblem } from '../standing.ts';

export const profileKeys = {
  all: ['profile'] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.all, queryFn: fetchProfile });
}

/** Puts the profile a save answered with into the cache, so every part of the page shows it at once. */
export function useStoreProfile() {
  const client = useQueryClient();
  return (profile: ProfileView) => client.setQueryData(profileKeys.all, profile);
}

/**
 * Whether the player may do `action` by what their profile and the deployment say: the first
 * condition they fail and where to fix it, null when none, undefined until both are read.
 */
export function useStandingProblem(action: MoneyAction): StandingProblem | null | undefined {
  const profile = useProfile();
  const config = useServerConfig();
  if (!profile.data || !config.data) return undefined;
  return standingProblem(action, profile.data, config.data);
}
