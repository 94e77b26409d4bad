import { useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contestStatusAt, JOIN_SUCCESS_MESSAGE, mayEnterAnotherTeam, toPaise, toRupees, type ContestView } from '@crease/game';
import { useNavigate } from 'react-router';
import { toast } from '../components/toast/toast-store.ts';
import { fetchJoinPreview, joinContest } from '../features/contests/api/entries-api.ts';
import { useContest } from '../features/contests/hooks/use-contests.ts';
import { liveEntriesIn, useEntriesInContest } from '../features/contests/hooks/use-entries.ts';
import { useContestPlayers } from '../features/players/hooks/use-players.ts';
import { fetchProfile } from '../features/profile/api/profile-api.ts';
import { profileKeys } from '../features/profile/hooks/use-profile.ts';
import { standingProblem } from '../features/profile/standing.ts';
import { fetchWallet } from '../features/wallet/api/wallet-api.ts';
import { walletKeys } from '../features/wallet/hooks/use-wallet.ts';
import { ApiError } from '../lib/api-client.ts';
import { paidPlayOffMessage } from '../lib/paid-play.ts';
import { serverConfigQuery, useServerConfig } from '../lib/server-config.ts';
import { createTeam, updateTeam } from '../features/teams/api/teams-api.ts';
import { useTeam, useTeamPreview } from '../features/teams/hooks/use-teams.ts';
import type { CompletePick } from '../features/teams/team-pick.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import { useNow } from '../lib/use-now.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong.';
export const TEAM_SAVED = 'Your team is saved.';

const statusAt = (contest: ContestView, now: Date) => contestStatusAt(contest, { state: contest.match.state, startTime: new Date(contest.match.startTime) }, now);

/** The server's clock rule: entries close when the contest stops being UPCOMING, at the match's start at the latest. */
export function hasContestStarted(contest: ContestView, now: Date): boolean {
  return statusAt(contest, now) !== 'UPCOMING';
}

/** Being played or played (not cancelled): what there is to see is on the contest page. */
export function isContestInPlay(contest: ContestView, now: Date): boolean {
  const status = statusAt(contest, now);
  return status === 'LIVE' || status === 'COMPLETED';
}

interface ClosedFacts {
  /** Editing a team (`?team=`), rather than making one to join with. */
  editing: boolean;
  started: boolean;
  /** Whether the server still lets the team being edited change. */
  editable: boolean;
  /** The user's live entries in this contest. */
  entries: number;
  maxTeamsPerUser: number;
}

/** Why the picker cannot send its team, said as the player reads it; null while it can. */
export function closedReasonFor({ editing, started, editable, entries, maxTeamsPerUser }: ClosedFacts): string | null {
  if (editing) return started || !editable ? 'This team can no longer be changed: the match has started.' : null;
  if (started) return 'Entries are closed: the match has started.';
  if (mayEnterAnotherTeam(entries, maxTeamsPerUser)) return null;
  return maxTeamsPerUser === 1 ? 'You have already joined this contest.' : `You have joined this contest with ${entries} teams, the most it allows.`;
}

/**
 * A refused join the player can do something about: a balance short of the fee (add the
 * difference), or a condition of paid play (fixed on the profile, when it can be).
 */
export type JoinRefusal = { kind: 'balance'; message: string; missing: number } | { kind: 'standing'; message: string; fixAt: string | null };

/**
 * What a refused join means for the player, read from fresh figures: a 409 while the balance is
 * below the fee is the balance (short by the difference); a 403 is who may play, named by the
 * game's rules on the profile as it is now. Anything else is left to the message alone.
 */
export async function joinRefusalOf(caught: unknown, entryFee: number, queryClient: QueryClient): Promise<JoinRefusal | null> {
  if (!(caught instanceof ApiError) || entryFee <= 0) return null;
  try {
    if (caught.status === 409) {
      const wallet = await queryClient.fetchQuery({ queryKey: walletKeys.balance, queryFn: fetchWallet, staleTime: 0 });
      const missing = toRupees(toPaise(entryFee) - toPaise(wallet.balance));
      return missing > 0 ? { kind: 'balance', message: caught.message, missing } : null;
    }
    if (caught.status === 403) {
      const [profile, config] = await Promise.all([
        queryClient.fetchQuery({ queryKey: profileKeys.all, queryFn: fetchProfile, staleTime: 0 }),
        queryClient.fetchQuery(serverConfigQuery),
      ]);
      const problem = standingProblem('PAID_CONTEST', profile, config);
      return { kind: 'standing', message: caught.message, fixAt: problem ? problem.fixAt : '/profile' };
    }
  } catch {
    // The figures could not be read: the server's message still says what went wrong.
  }
  return null;
}

/** A private contest joined by its invite code (a friend's link): the code goes with the join. */
export interface Invitation {
  inviteCode: string | null;
  /** A private contest's page shows who has joined: the join leads there. */
  isPrivate: boolean;
}

const NO_INVITATION: Invitation = { inviteCode: null, isPrivate: false };

/**
 * Sending the picked team: with `editId`, save that team and go to My Teams; otherwise create
 * the team and join the contest with it, then My Joined Contests (a private contest: its page,
 * with the friends in it). When the join fails after the team was made, the next try updates
 * that team rather than making a second one. A refusal the player can act on (the balance, who
 * may play) is kept for the screen to offer the way on.
 */
export function useTeamSubmission(contestId: number, editId: number | null, entryFee = 0, { inviteCode, isPrivate }: Invitation = NO_INVITATION) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useFormSubmit(SOMETHING_WENT_WRONG, { prefix: '' });
  const joinExisting = useFormSubmit(SOMETHING_WENT_WRONG, { prefix: '' });
  const confirm = useFormSubmit(SOMETHING_WENT_WRONG, { prefix: '' });
  const madeTeamId = useRef<number | null>(null);
  const [refusal, setRefusal] = useState<JoinRefusal | null>(null);
  // The team waiting on the join sheet of a paid contest.
  const [sheetTeamId, setSheetTeamId] = useState<number | null>(null);

  // A join or an edit changes the wallet, the profile, the contest's entries and the user's lists.
  const afterChange = () => queryClient.invalidateQueries();

  const joinWith = async (teamId: number) => {
    setRefusal(null);
    try {
      await joinContest(inviteCode ? { contestId, teamId, inviteCode } : { contestId, teamId });
    } catch (caught) {
      setRefusal(await joinRefusalOf(caught, entryFee, queryClient));
      throw caught;
    }
    toast.success(JOIN_SUCCESS_MESSAGE, { forNextPage: true });
    void afterChange();
    void navigate(isPrivate ? `/contests/${contestId}` : '/my-joined-contests');
  };

  // A paid contest shows the join sheet first (the fee and where it comes from); a free one joins at once.
  const startJoin = async (teamId: number) => {
    if (entryFee > 0) {
      setRefusal(null);
      // A player who may not join a paid contest (403 from the sheet's figures) is told why, as a refused join is, instead of a sheet.
      try {
        await fetchJoinPreview(contestId);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 403) {
          setRefusal(await joinRefusalOf(caught, entryFee, queryClient));
          throw caught;
        }
      }
      setSheetTeamId(teamId);
      return;
    }
    await joinWith(teamId);
  };

  return {
    submitTeam: (pick: CompletePick) =>
      void submit.run(async () => {
        // A private contest's code goes with its team too: the server shows the contest only to who has it.
        const body = inviteCode ? { contestId, ...pick, inviteCode } : { contestId, ...pick };
        if (editId !== null) {
          await updateTeam(editId, body);
          toast.success(TEAM_SAVED, { forNextPage: true });
          void afterChange();
          void navigate('/my-team');
          return;
        }
        const team = madeTeamId.current === null ? await createTeam(body) : await updateTeam(madeTeamId.current, body);
        madeTeamId.current = team.id;
        await startJoin(team.id);
      }),
    /** Joins with a team already made for the match. */
    joinWithTeam: (teamId: number) => void joinExisting.run(() => startJoin(teamId)),
    /** The join sheet: open while a team waits on it; confirming joins, a refusal closes it for the refusal's way on. */
    sheet:
      sheetTeamId === null
        ? null
        : {
            busy: confirm.busy,
            error: confirm.error,
            confirm: () =>
              void confirm.run(async () => {
                try {
                  await joinWith(sheetTeamId);
                } catch (caught) {
                  if (caught instanceof ApiError && (caught.status === 403 || caught.status === 409)) setSheetTeamId(null);
                  throw caught;
                }
              }),
            close: () => setSheetTeamId(null),
          },
    submitting: { busy: submit.busy, error: submit.error },
    joining: { busy: joinExisting.busy, error: joinExisting.error },
    refusal,
    dismissRefusal: () => setRefusal(null),
  };
}

/**
 * Everything `/contests/{contestId}/players` shows and does: the contest, its squads, the team
 * being edited, the user's entries in it, why it is closed, the team to offer, and the submit.
 */
export function useTeamSelection(contestId: number, editId: number | null, inviteCode: string | null = null) {
  const now = useNow(30_000);
  const contest = useContest(contestId, inviteCode);
  const players = useContestPlayers(contestId, inviteCode);
  const editing = useTeam(editId);
  const matchId = contest.data?.matchId ?? null;
  const latestTeam = useTeamPreview(editId === null ? matchId : null);
  const joined = useEntriesInContest(contestId);
  const config = useServerConfig();
  const submission = useTeamSubmission(contestId, editId, contest.data?.entryFee, { inviteCode, isPrivate: contest.data?.private === true });

  const started = contest.data ? hasContestStarted(contest.data, now) : false;
  const myEntries = liveEntriesIn(contestId, joined.data);
  const closedReason =
    closedReasonFor({
      editing: editId !== null,
      started,
      editable: editing.data?.editable ?? true,
      entries: myEntries.length,
      // No limit is known until the contest is.
      maxTeamsPerUser: contest.data?.maxTeamsPerUser ?? Number.POSITIVE_INFINITY,
    }) ??
    // With paid play off, a paid contest takes no entries (a team can still be edited).
    (editId === null && config.data?.paidPlay === false && (contest.data?.entryFee ?? 0) > 0 ? paidPlayOffMessage('PAID_CONTEST') : null);

  // The latest team for the match, offered when it could join now and is not already in.
  const latest = latestTeam.data;
  const offer = editId === null && latest && matchId !== null && closedReason === null && !myEntries.some((entry) => entry.teamId === latest.teamId) ? latest : null;

  const inPlay = contest.data ? isContestInPlay(contest.data, now) : false;
  return { contest, players, editing, matchId, myEntries, closedReason, offer, inPlay, ...submission };
}
