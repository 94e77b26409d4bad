import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchServerConfig, type ServerConfig } from '../api/auth-api.ts';

const configQuery = {
  queryKey: ['server-config'],
  queryFn: fetchServerConfig,
  staleTime: Infinity,
} as const;

/** The server's public settings; read once per visit. */
export function useServerConfig() {
  return useQuery(configQuery);
}

/** The settings now: from the cache when already read, else asked for. */
export function useEnsureServerConfig(): () => Promise<ServerConfig> {
  const client = useQueryClient();
  return () => client.ensureQueryData(configQuery);
}
