import { useQuery } from '@tanstack/react-query';
import { fetchJoinedContests } from '../api/entries-api.ts';

export const entryKeys = {
  all: ['entries'] as const,
};

/** The contests the signed-in user has joined, newest first. */
export function useJoinedContests() {
  return useQuery({ queryKey: entryKeys.all, queryFn: fetchJoinedContests });
}
