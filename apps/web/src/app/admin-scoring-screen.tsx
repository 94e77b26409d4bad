import { matchStateAt, type MatchState } from '@crease/game';
import { useParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { MatchStateControls } from '../features/matches/components/MatchStateControls.tsx';
import { ScorerControl } from '../features/matches/components/ScorerControl.tsx';
import { useMatch, useRefreshMatches } from '../features/matches/hooks/use-matches.ts';
import { DeliveryForm } from '../features/scoring/components/DeliveryForm.tsx';
import { LastBallUndo } from '../features/scoring/components/LastBallUndo.tsx';
import { MatchScore } from '../features/scoring/components/MatchScore.tsx';
import { ScorecardEditor } from '../features/scoring/components/ScorecardEditor.tsx';
import { useLiveScorecard } from '../features/scoring/hooks/use-scorecard.ts';
import { errorMessage } from '../lib/api-client.ts';
import { matchTitle } from '../lib/format.ts';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './admin-scoring-screen.module.css';

const CLOSED: Record<Exclude<MatchState, 'LIVE'>, string> = {
  SCHEDULED: 'This match has not started: start it to score it.',
  COMPLETED: 'This match is completed: its scoring is closed and its contests are settled.',
  ABANDONED: 'This match was abandoned: its contests were cancelled and refunded.',
};

/**
 * `/admin/matches/{matchId}/scoring`: who scores a live match (its feed or an admin by hand) and the
 * switch between them; post or correct deliveries, set a line by hand, and end the match.
 */
export default function AdminScoringScreen() {
  useDocumentTitle('Scoring');
  return (
    <RequireAdmin>
      <Scoring />
    </RequireAdmin>
  );
}

function Scoring() {
  const matchId = positiveId(useParams().matchId);
  const match = useMatch(matchId);
  const refreshMatches = useRefreshMatches();
  const state = match.data ? matchStateAt(match.data.state, new Date(match.data.startTime), new Date()) : null;
  const live = state === 'LIVE';
  const score = useLiveScorecard(matchId, live);
  const title = match.data ? `Scoring: ${matchTitle(match.data)}` : 'Scoring';

  if (matchId === null) {
    return (
      <div className={styles.page}>
        <PageHeader eyebrow="Admin" title="Scoring" />
        <StatusLine tone="error">There is no such match.</StatusLine>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader eyebrow="Admin" title={title}>
        <p>Post deliveries as they are bowled, or set a player&rsquo;s line by hand; every change moves the points and the leaderboards at once.</p>
      </PageHeader>
      {match.isPending ? (
        <StatusLine tone="loading">Loading match...</StatusLine>
      ) : match.isError ? (
        <StatusLine tone="error">{errorMessage(match.error, 'Failed to load the match.')}</StatusLine>
      ) : (
        <>
          <div className={styles.top}>
            {score.isPending ? (
              <StatusLine tone="loading">Loading the score...</StatusLine>
            ) : score.error ? (
              <StatusLine tone="error">{errorMessage(score.error, 'Failed to load the score.')}</StatusLine>
            ) : (
              score.scorecard && <MatchScore scorecard={score.scorecard} />
            )}
            <div className={styles.controls}>
              {state !== 'LIVE' && state !== null && <p className={styles.closed}>{CLOSED[state]}</p>}
              <MatchStateControls match={match.data} state={state ?? 'SCHEDULED'} onChanged={() => void refreshMatches()} />
              {(state === 'SCHEDULED' || state === 'LIVE') && (
                <ButtonLink to={`/admin/matches/${matchId}/lineups`} variant="secondary" size="sm">
                  Announce line-ups
                </ButtonLink>
              )}
            </div>
          </div>
          {live && <ScorerControl match={match.data} />}
          {score.liveError && <StatusLine tone="error">{score.liveError}</StatusLine>}
          {score.scorecard && (
            <div className={styles.columns}>
              {live && match.data.scorer === 'MANUAL' && (
                <Panel title="Post a delivery" intro="The position is the next ball. A position that holds a ball already is replaced only when you say you are correcting it.">
                  <DeliveryForm scorecard={score.scorecard} follow="next" />
                  <LastBallUndo scorecard={score.scorecard} />
                </Panel>
              )}
              {live && match.data.scorer === 'FEED' && (
                <Panel title="Correct a delivery" intro="The feed posts each ball. The position is the last ball it sent; choose another to correct that one. A ball is replaced only when you say you are correcting it.">
                  <DeliveryForm scorecard={score.scorecard} follow="last" />
                </Panel>
              )}
              <Panel title="Scorecard" intro={live ? 'Each player’s match so far and their points. Edit a line when the feed is missing or wrong.' : 'Each player’s match and their points.'}>
                <ScorecardEditor scorecard={score.scorecard} editable={live} />
              </Panel>
            </div>
          )}
        </>
      )}
    </div>
  );
}
