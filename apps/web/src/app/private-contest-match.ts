import { isBeforeDeadline, type MatchView, type TeamView } from '@crease/game';
import { useParams } from 'react-router';
import { useContests } from '../features/contests/hooks/use-contests.ts';
import { useEntriesInMatch } from '../features/contests/hooks/use-entries.ts';
import { useMatch } from '../features/matches/hooks/use-matches.ts';
import type { TeamOption } from '../features/private-contests/components/PrivateContestForm.tsx';
import { positiveId } from '../lib/ids.ts';

/** Whether a match still takes contests and teams: it has not started. */
export const isOpen = (match: MatchView, now: Date) => isBeforeDeadline(match.state, new Date(match.startTime), now);

/** A team as the private contest form offers it: 'Team #5', with its Captain and Vice-Captain. */
export function teamOption(team: TeamView): TeamOption {
  const nameOf = (id: number) => team.players.find((player) => player.id === id)?.name ?? `#${id}`;
  return { id: team.id, label: `Team #${team.id}`, detail: `Captain ${nameOf(team.captainId)} · Vice-Captain ${nameOf(team.viceCaptainId)}` };
}

/**
 * The match of `/matches/{matchId}/create-contest` and its picker, and the contest a new team for
 * it is made for: a team records the contest it was made in, and the private contest does not
 * exist yet, so one of the match's open contests (public, or one the player is in) stands in.
 */
export function usePrivateContestMatch() {
  const matchId = positiveId(useParams().matchId);
  const match = useMatch(matchId);
  const contests = useContests({ status: 'UPCOMING', matchId });
  const joined = useEntriesInMatch(matchId);
  const teamContestId =
    contests.items.find((contest) => contest.matchId === matchId)?.id ?? joined.data?.find((entry) => entry.matchId === matchId && entry.status === 'UPCOMING')?.contestId ?? null;
  return { matchId, match, teamContestId, teamContestPending: contests.isPending || joined.isPending };
}
