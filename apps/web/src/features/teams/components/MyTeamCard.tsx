import { useId } from 'react';
import { TEAM_RULES, type TeamView } from '@crease/game';
import { ButtonLink } from '../../../components/ui/Button.tsx';
import { formatStartTime, matchTitle } from '../../../lib/format.ts';
import styles from './MyTeamCard.module.css';

/** One team in My Teams: its ids as the spec lists them, with the names and match beside them. */
export function MyTeamCard({ team }: { team: TeamView }) {
  const titleId = useId();
  const nameOf = (id: number) => team.players.find((player) => player.id === id)?.name;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          Team #{team.id}
        </h2>
        <span className={styles.credits}>
          {team.credits} / {TEAM_RULES.maxCredits} credits
        </span>
      </header>
      <p className={styles.match}>
        {matchTitle(team.match)} <span className={styles.type}>{team.match.matchType}</span>
      </p>
      <time className={styles.when} dateTime={team.match.startTime}>
        {formatStartTime(team.match.startTime)}
      </time>
      <dl className={styles.facts}>
        <div>
          <dt>Team ID</dt>
          <dd>{team.id}</dd>
        </div>
        <div>
          <dt>Player Count</dt>
          <dd>{team.playerIds.length}</dd>
        </div>
        <div>
          <dt>Captain ID</dt>
          <dd>
            {team.captainId}
            {nameOf(team.captainId) && <span className={styles.who}> · {nameOf(team.captainId)}</span>}
          </dd>
        </div>
        <div>
          <dt>Vice Captain ID</dt>
          <dd>
            {team.viceCaptainId}
            {nameOf(team.viceCaptainId) && <span className={styles.who}> · {nameOf(team.viceCaptainId)}</span>}
          </dd>
        </div>
      </dl>
      <p className={styles.players}>{team.players.map((player) => player.name).join(', ')}</p>
      <div className={styles.actions}>
        {team.editable ? (
          <ButtonLink to={`/contests/${team.contestId}/players?team=${team.id}`} variant="secondary" size="sm" aria-label={`Edit team #${team.id}`}>
            Edit
          </ButtonLink>
        ) : (
          <span className={styles.locked}>Locked: the match has started</span>
        )}
      </div>
    </article>
  );
}
