import { normaliseInviteCode, type ContestView } from '@crease/game';
import { useParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { ContestHeader } from '../features/contests/components/ContestHeader.tsx';
import { liveEntriesIn, useEntriesInContest } from '../features/contests/hooks/use-entries.ts';
import { JoinCodeForm, NOT_A_CODE } from '../features/private-contests/components/JoinCodeForm.tsx';
import { PrizeList } from '../features/private-contests/components/PrizeList.tsx';
import { useInvitedContest } from '../features/private-contests/hooks/use-private-contests.ts';
import { useTeamPreview } from '../features/teams/hooks/use-teams.ts';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useNow } from '../lib/use-now.ts';
import { hasContestStarted } from './use-team-selection.ts';
import styles from './join-screen.module.css';

/**
 * `/join/{code}`: a friend's invitation (the share link). It opens the private contest the code
 * names, with the way into the picker carrying the code. Signed out, the layout sends the visitor
 * to sign in (or sign up) and back here. A wrong code says so, and offers to try another.
 */
export default function JoinScreen() {
  const code = normaliseInviteCode(useParams().code ?? '');
  const invited = useInvitedContest(code);
  useDocumentTitle(invited.data?.name ?? 'Join a private contest');

  return (
    <div className={styles.page}>
      <PageHeader eyebrow="Invitation" title={invited.data?.name ?? 'Join a private contest'} />
      {code === null ? (
        <WrongCode message={NOT_A_CODE} />
      ) : invited.isPending ? (
        <StatusLine tone="loading">Loading contest...</StatusLine>
      ) : invited.isError ? (
        // Too many wrong codes: any code waits, so no other is offered meanwhile.
        invited.error instanceof ApiError && invited.error.status === 429 ? (
          <StatusLine tone="error">{invited.error.message}</StatusLine>
        ) : (
          <WrongCode message={errorMessage(invited.error, 'Failed to load the contest.')} />
        )
      ) : (
        <Invitation contest={invited.data} code={code} />
      )}
    </div>
  );
}

function WrongCode({ message }: { message: string }) {
  return (
    <>
      <StatusLine tone="error">{message}</StatusLine>
      <JoinCodeForm title="Try another code" />
    </>
  );
}

function Invitation({ contest, code }: { contest: ContestView; code: string }) {
  const now = useNow(30_000);
  const joined = useEntriesInContest(contest.id);
  const preview = useTeamPreview(contest.matchId);
  const entered = liveEntriesIn(contest.id, joined.data).length > 0;
  const started = contest.status !== 'UPCOMING' || hasContestStarted(contest, now);
  const full = contest.spots !== null && contest.entries >= contest.spots;

  return (
    <>
      {contest.creatorName && <p className={styles.from}>{`${contest.creatorName} invited you to a private contest.`}</p>}
      <div className={styles.columns}>
        <div className={styles.main}>
          <ContestHeader contest={contest} />
          <div className={styles.action}>
            {entered ? (
              <>
                <p>You are in this contest.</p>
                <ButtonLink to={`/contests/${contest.id}`}>View contest</ButtonLink>
              </>
            ) : contest.status === 'CANCELLED' ? (
              <p>This contest was cancelled: it takes no more entries.</p>
            ) : started ? (
              <p>Entries are closed: the match has started.</p>
            ) : full ? (
              <p>{`${contest.name} is full.`}</p>
            ) : joined.isPending || preview.isPending ? (
              <StatusLine tone="loading">Loading your teams...</StatusLine>
            ) : (
              <>
                <p>{preview.data ? 'Enter the team you have for this match, or pick another.' : 'Pick your team of 11 for this match to join.'}</p>
                <ButtonLink to={`/contests/${contest.id}/players?inviteCode=${code}`} size="lg">
                  {preview.data ? 'Join with a team' : 'Pick your team'}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        <PrizeList contest={contest} started={started} />
      </div>
    </>
  );
}
