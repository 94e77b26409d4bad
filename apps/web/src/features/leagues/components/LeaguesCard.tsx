import { ButtonLink } from '../../../components/ui/Button.tsx';
import panelStyles from '../../../components/ui/Panel.module.css';
import styles from './LeaguesCard.module.css';

/** Home's way to My Leagues: a series followed with friends. */
export function LeaguesCard() {
  return (
    <section className={`${panelStyles.panel} ${styles.card}`} aria-labelledby="leagues-card-title">
      <h2 id="leagues-card-title" className={styles.title}>
        Leagues with friends
      </h2>
      <p className={styles.text}>Follow a whole series together: your best team in each of its matches counts, added up in one table.</p>
      <ButtonLink to="/leagues" variant="on-dark">
        My Leagues
      </ButtonLink>
    </section>
  );
}
