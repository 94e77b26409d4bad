import { Link } from 'react-router';
import { Logo } from '../../../components/logo/Logo.tsx';
import { CricketerIllustration } from './CricketerIllustration.tsx';
import styles from './Hero.module.css';

/** The start page's first screen: who we are, and the two ways in. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.watermark} aria-hidden="true">
        CREASE
      </div>
      <div className={styles.pitch} aria-hidden="true" />

      <div className={styles.top}>
        <Logo size="lg" />
        <Link to="/login" className={styles.topLink}>
          Sign In
        </Link>
      </div>

      <div className={styles.body}>
        <div className={styles.copy}>
          <p className={styles.kicker}>Fantasy cricket on real matches</p>
          <h1 id="hero-title" className={styles.title}>
            Crease
          </h1>
          <p className={styles.subtitle}>Experience the Thrill of Fantasy Cricket</p>
          <p className={styles.lead}>
            Pick 11 real cricketers for a real match, make one your captain, and watch your team climb the live leaderboard ball by ball.
          </p>
          <div className={styles.actions}>
            <Link to="/register" className={`${styles.cta} ${styles.primary}`}>
              Sign Up
            </Link>
            <Link to="/login" className={`${styles.cta} ${styles.secondary}`}>
              Sign In
            </Link>
          </div>
          <p className={styles.fine}>18+ only. Paid contests are not offered in some states.</p>
        </div>
        <div className={styles.art}>
          <CricketerIllustration className={styles.illustration} />
        </div>
      </div>
    </section>
  );
}
