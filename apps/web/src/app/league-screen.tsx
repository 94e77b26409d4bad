import type { LeagueView } from '@crease/game';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ShareSheet } from '../components/share/ShareSheet.tsx';
import { Badge } from '../components/ui/Badge.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { LeagueTable } from '../features/leagues/components/LeagueTable.tsx';
import { useLeague, useLiveLeagueTable } from '../features/leagues/hooks/use-leagues.ts';
import { leagueInvitePath } from '../features/leagues/league-table.ts';
import { ApiError, errorMessage } from '../lib/api-client.ts';
import { positiveId } from '../lib/ids.ts';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './league-screen.module.css';

const membersLine = (members: number) => `${members} ${members === 1 ? 'member' : 'members'}`;

/**
 * `/leagues/{leagueId}`: a league, for its members. Its code and link to share, and its table
 * (rank, name, total, and each member's points in every match of the series so far), kept live
 * by the league's topic. Anyone else is told it is for its members.
 */
export default function LeagueScreen() {
  const leagueId = positiveId(useParams().leagueId);
  const league = useLeague(leagueId);
  useDocumentTitle(league.data?.name ?? 'League');

  return (
    <div className={styles.page}>
      <PageHeader eyebrow="League" title={league.data?.name ?? 'League'}>
        {league.data && <p>{`${league.data.competition} · ${membersLine(league.data.members)}`}</p>}
      </PageHeader>
      {leagueId === null ? (
        <StatusLine tone="error">There is no such league.</StatusLine>
      ) : league.isPending ? (
        <StatusLine tone="loading">Loading league...</StatusLine>
      ) : league.isError ? (
        <>
          <StatusLine tone="error">{errorMessage(league.error, 'Failed to load the league.')}</StatusLine>
          {league.error instanceof ApiError && league.error.status === 404 && (
            <p className={styles.note}>
              A league is seen by its members only: ask a member for its code and join it on <Link to="/leagues">My Leagues</Link>.
            </p>
          )}
        </>
      ) : (
        <League league={league.data} />
      )}
    </div>
  );
}

function League({ league }: { league: LeagueView }) {
  const session = useSession();
  const table = useLiveLeagueTable(league);
  const live = league.matches.some((match) => match.state === 'LIVE');
  const share = (
    <ShareSheet
      title="Invite your friends"
      intro="Friends join with this code on My Leagues, or straight from the link."
      code={league.inviteCode}
      path={leagueInvitePath(league.inviteCode)}
      shareText={`Join my league ${league.name} on Crease, following ${league.competition}, with the code ${league.inviteCode}.`}
    />
  );

  return (
    <div className={styles.body}>
      {/* A league of one wants its friends first. */}
      {league.members <= 1 && share}
      <Panel
        title="League table"
        intro={
          live
            ? 'Points move as the match is played.'
            : `Each member’s best team in every match of ${league.competition} that has started, added up.`
        }
        aside={live ? <Badge tone="green">LIVE</Badge> : undefined}
      >
        {table.error && <StatusLine tone="error">{table.error}</StatusLine>}
        {league.matches.length === 0 && <p className={styles.note}>{`No match of ${league.competition} has started yet: points count from each match’s first ball.`}</p>}
        {table.rows && <LeagueTable matches={league.matches} rows={table.rows} meId={session ? Number(session.sub) : null} />}
      </Panel>
      {league.members > 1 && share}
    </div>
  );
}
