import { useQuery } from '@tanstack/react-query';
import { fetchEntrants, fetchInvitedContest } from '../api/private-contests-api.ts';

export const privateContestKeys = {
  all: ['private-contests'] as const,
  invite: (code: string) => ['private-contests', 'invite', code] as const,
  entrants: (contestId: number) => ['private-contests', 'entrants', contestId] as const,
};

/** How often the entrants are read again while the page is open: friends join at any moment. */
export const ENTRANTS_REFRESH_MS = 15_000;

/**
 * The contest an invite code opens, when `code` is one. A wrong code is never asked again on its
 * own: the server counts wrong codes against the player.
 */
export function useInvitedContest(code: string | null) {
  return useQuery({ queryKey: privateContestKeys.invite(code ?? ''), queryFn: () => fetchInvitedContest(code!), enabled: code !== null, retry: false });
}

/** Who has joined a private contest before its start, read again now and then while `open`. */
export function useEntrants(contestId: number, open: boolean) {
  return useQuery({
    queryKey: privateContestKeys.entrants(contestId),
    queryFn: () => fetchEntrants(contestId),
    enabled: open,
    refetchInterval: open ? ENTRANTS_REFRESH_MS : false,
  });
}
