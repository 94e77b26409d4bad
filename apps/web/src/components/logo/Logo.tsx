import { Link } from 'react-router';
import { LogoMark } from './LogoMark.tsx';
import styles from './Logo.module.css';

interface LogoProps {
  /** `light` for navy backgrounds, `dark` for light ones. */
  tone?: 'light' | 'dark';
  size?: 'md' | 'lg';
  /** Where a click goes; the start page unless told. */
  to?: string;
  /** The mark alone on a phone, where the bar is full (the signed-in pages' wallet and menu). */
  compact?: boolean;
}

/** The Crease logo (mark and wordmark). A link to the start page, as every screen's logo is. */
export function Logo({ tone = 'light', size = 'md', to = '/', compact = false }: LogoProps) {
  return (
    <Link to={to} className={`${styles.logo} ${styles[tone]} ${styles[size]} ${compact ? styles.compact : ''}`} aria-label="Crease, go to the start page">
      <LogoMark size={size === 'lg' ? 40 : 30} />
      <span className={styles.word} aria-hidden="true">
        Crease
      </span>
    </Link>
  );
}
