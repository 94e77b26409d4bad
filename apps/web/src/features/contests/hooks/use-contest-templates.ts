import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchContestTemplates } from '../api/templates-api.ts';

export const templateKeys = { all: ['contest-templates'] as const };

/** Every contest template (admin): a short list, read whole. */
export function useContestTemplates() {
  return useQuery({ queryKey: templateKeys.all, queryFn: fetchContestTemplates });
}

/** Reads the templates again, after one is made, changed or deleted. */
export function useRefreshTemplates() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: templateKeys.all });
}
