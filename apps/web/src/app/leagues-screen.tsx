import { useQueryClient } from '@tanstack/react-query';
import type { LeagueSummaryView } from '@crease/game';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { CardList } from '../components/ui/CardList.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { CreateLeagueForm } from '../features/leagues/components/CreateLeagueForm.tsx';
import { JoinLeagueForm } from '../features/leagues/components/JoinLeagueForm.tsx';
import { LeagueCard } from '../features/leagues/components/LeagueCard.tsx';
import { leagueKeys, useMyLeagues } from '../features/leagues/hooks/use-leagues.ts';
import { useAllUpcomingMatches } from '../features/matches/hooks/use-matches.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './leagues-screen.module.css';

export const LEAGUE_READY = 'Your league is ready. Invite your friends with its code.';

/**
 * `/leagues`: My Leagues. The player's leagues, Create a league (following a competition of the
 * matches they can see) and Join a league by its code; a friend's link (`?code=`) puts its code
 * in the join form, first on the page.
 */
export default function LeaguesScreen() {
  useDocumentTitle('My Leagues');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invitedCode = useSearchParams()[0].get('code')?.slice(0, 64) ?? '';
  const leagues = useMyLeagues();
  const upcoming = useAllUpcomingMatches();
  const competitions = [...new Set(upcoming.data?.flatMap((match) => (match.competition ? [match.competition] : [])))].sort((a, b) => a.localeCompare(b));

  const open = (league: LeagueSummaryView, message: string) => {
    toast.success(message, { forNextPage: true });
    void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    void navigate(`/leagues/${league.id}`);
  };
  const join = <JoinLeagueForm initialCode={invitedCode} onJoined={(league) => open(league, `You are in ${league.name}.`)} />;

  return (
    <div className={styles.page}>
      <PageHeader title="My Leagues">
        <p>Follow a series with friends: your best team in each of its matches counts, added up in one table. Leagues are free.</p>
      </PageHeader>

      {invitedCode && (
        <Panel title="Join a league" intro="A friend invited you: join their league with this code.">
          {join}
        </Panel>
      )}

      <section className={styles.section} aria-labelledby="your-leagues-title">
        <h2 id="your-leagues-title" className={styles.title}>
          Your leagues
        </h2>
        <CardList
          list={leagues}
          loading="Loading your leagues..."
          error={(error) => errorMessage(error, 'Failed to load your leagues.')}
          empty={{ text: 'You are in no league yet. Create one for your friends, or join one with its code.' }}
          keyOf={(league) => league.id}
        >
          {(league) => <LeagueCard league={league} />}
        </CardList>
      </section>

      <div className={styles.forms}>
        <Panel title="Create a league" intro="You are its first member; friends join with its code.">
          {upcoming.isPending ? (
            <StatusLine tone="loading">Loading competitions...</StatusLine>
          ) : upcoming.isError ? (
            <StatusLine tone="error">{errorMessage(upcoming.error, 'Failed to load matches')}</StatusLine>
          ) : (
            <CreateLeagueForm competitions={competitions} onCreated={(league) => open(league, LEAGUE_READY)} />
          )}
        </Panel>
        {!invitedCode && (
          <Panel title="Join a league" intro="Got a code from a friend? Join their league with it.">
            {join}
          </Panel>
        )}
      </div>
    </div>
  );
}
