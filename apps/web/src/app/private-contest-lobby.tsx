import { useQueryClient } from '@tanstack/react-query';
import { inviteLinkPath, type ContestView } from '@crease/game';
import { ShareSheet } from '../components/share/ShareSheet.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { liveEntriesIn, useEntriesInContest } from '../features/contests/hooks/use-entries.ts';
import { CancelPrivateContest } from '../features/private-contests/components/CancelPrivateContest.tsx';
import { EntrantList } from '../features/private-contests/components/EntrantList.tsx';
import { PrizeList } from '../features/private-contests/components/PrizeList.tsx';
import { useEntrants } from '../features/private-contests/hooks/use-private-contests.ts';
import { errorMessage } from '../lib/api-client.ts';
import { matchTitle } from '../lib/format.ts';
import { useSession } from '../lib/session.ts';
import styles from './private-contest-lobby.module.css';

export const CANCELLED_WITH_REFUND = 'Contest cancelled. Your entry fee is back in your wallet.';
export const CANCELLED = 'Contest cancelled.';

/**
 * A private contest before its start, on its page: for its entrants the share sheet and who has
 * joined (the table lists the entries as they joined), and for its maker, while nobody else has
 * joined, Cancel contest. Someone who opened it with its code and has not joined picks a team.
 */
export function PrivateContestLobby({ contest, inviteCode }: { contest: ContestView; inviteCode: string | null }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const joined = useEntriesInContest(contest.id);
  const entered = liveEntriesIn(contest.id, joined.data).length > 0;
  const isAdmin = session?.role === 'ROLE_ADMIN';
  const isMaker = session !== null && contest.creatorId === Number(session.sub);
  const entrants = useEntrants(contest.id, entered || isAdmin);
  const code = contest.inviteCode ?? inviteCode;
  // The list is read again as friends join; the contest's count may be older.
  const alone = (entrants.data?.length ?? contest.entries) <= 1;

  const cancelled = () => {
    toast.success(contest.entryFee > 0 ? CANCELLED_WITH_REFUND : CANCELLED);
    void queryClient.invalidateQueries();
  };

  return (
    <div className={styles.lobby}>
      <div className={styles.main}>
        {entered && code && (
          <ShareSheet
            title="Invite your friends"
            intro="Friends join with this code, or straight from the link. Nobody else can see this contest."
            code={code}
            path={inviteLinkPath(code)}
            shareText={`Join my contest ${contest.name} on Crease (${matchTitle(contest.match)}) with the code ${code}.`}
          />
        )}
        {!entered && !joined.isPending && !isAdmin && (
          <StatusLine tone="empty" action={<ButtonLink to={`/contests/${contest.id}/players${code ? `?inviteCode=${code}` : ''}`}>Pick your team</ButtonLink>}>
            You have not joined this contest yet.
          </StatusLine>
        )}
        {(entered || isAdmin) && (
          <EntrantList
            entrants={entrants.isPending ? { loading: true } : entrants.isError ? { error: errorMessage(entrants.error, 'Failed to load the entries.') } : { rows: entrants.data }}
            spots={contest.spots}
          />
        )}
      </div>
      <div className={styles.side}>
        <PrizeList contest={contest} started={false} />
        {isMaker && entered && alone && <CancelPrivateContest contest={contest} onCancelled={cancelled} />}
      </div>
    </div>
  );
}
