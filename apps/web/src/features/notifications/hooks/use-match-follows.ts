import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowedMatchesView } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fetchFollowedMatches, followMatch, unfollowMatch } from '../api/notifications-api.ts';

/**
 * Not under `notificationKeys.all`: every notification arriving live reads those again, and a
 * read of this list landing while a toggle is on its way would undo what the card shows.
 */
export const followKeys = { followed: ['followed-matches'] as const };

/** The upcoming matches the signed-in player asked to be reminded of (one small list for every card). */
export function useFollowedMatches(enabled: boolean) {
  return useQuery({ queryKey: followKeys.followed, queryFn: fetchFollowedMatches, enabled, staleTime: 60_000 });
}

const withMatch = (list: FollowedMatchesView | undefined, matchId: number, on: boolean): FollowedMatchesView => {
  const others = (list?.matchIds ?? []).filter((id) => id !== matchId);
  return { matchIds: on ? [...others, matchId] : others };
};

/**
 * Turns a match's reminder on or off. The card shows the change at once; a refusal puts that
 * match back as it was (not the whole list: another card may be changing too) and says why in a
 * notice, in the server's words. The list is read again once the last change has landed.
 */
export function useFollowMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: followKeys.followed,
    mutationFn: ({ matchId, on }: { matchId: number; on: boolean }) => (on ? followMatch(matchId) : unfollowMatch(matchId)),
    onMutate: async ({ matchId, on }) => {
      await client.cancelQueries({ queryKey: followKeys.followed });
      client.setQueryData<FollowedMatchesView>(followKeys.followed, (list) => withMatch(list, matchId, on));
    },
    onError: (error, { matchId, on }) => {
      client.setQueryData<FollowedMatchesView>(followKeys.followed, (list) => withMatch(list, matchId, !on));
      toast.error(errorMessage(error, 'Could not change the reminder. Try again.'));
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: followKeys.followed }) === 1) void client.invalidateQueries({ queryKey: followKeys.followed });
    },
  });
}
