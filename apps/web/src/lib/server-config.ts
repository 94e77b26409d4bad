import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeploymentConfigView } from '@crease/game';
import { api } from './api-client.ts';

/** What this deployment offers: Google sign-in, paid play, deposit and withdrawal limits. */
export type ServerConfig = DeploymentConfigView;

export const fetchServerConfig = () => api.get<ServerConfig>('/api/config');

/** The settings' query: one read per visit, shared by every screen that asks. */
export const serverConfigQuery = {
  queryKey: ['server-config'],
  queryFn: fetchServerConfig,
  staleTime: Infinity,
} as const;

/** The server's public settings; read once per visit. */
export function useServerConfig() {
  return useQuery(serverConfigQuery);
}

/** The settings now: from the cache when already read, else asked for. */
export function useEnsureServerConfig(): () => Promise<ServerConfig> {
  const client = useQueryClient();
  return () => client.ensureQueryData(serverConfigQuery);
}

