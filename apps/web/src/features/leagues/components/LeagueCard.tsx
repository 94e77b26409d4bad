import type { LeagueSummaryView } from '@crease/game';
import { Link } from 'react-router';
import surface from '../../../components/ui/Card.module.css';
import styles from './LeagueCard.module.css';

const membersLine = (members: number) => `${members} ${members === 1 ? 'member' : 'members'}`;

/** One of the player's leagues in My Leagues; the whole card leads to its table. */
export function LeagueCard({ league }: { league: LeagueSummaryView }) {
  return (
    <Link to={`/leagues/${league.id}`} className={`${surface.card} ${surface.link} ${styles.card}`}>
      <span className={surface.title}>{league.name}</span>
      <span className={styles.competition}>{league.competition}</span>
      <span className={styles.members}>{membersLine(league.members)}</span>
      <span className={styles.cta}>
        See the table <span aria-hidden="true">→</span>
      </span>
    </Link>
  );
}
