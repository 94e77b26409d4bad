import { useState } from 'react';
import styles from './PlayerImage.module.css';

interface PlayerImageProps {
  name: string;
  imageUrl: string | null;
  size?: number;
}

/** The player's photo, or the default silhouette when there is none or it fails to load. */
export function PlayerImage({ name, imageUrl, size = 44 }: PlayerImageProps) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return <img className={styles.image} src={imageUrl} alt={name} width={size} height={size} loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <svg className={`${styles.image} ${styles.fallback}`} viewBox="0 0 48 48" width={size} height={size} role="img" aria-label={`${name} (default player image)`}>
      <rect width="48" height="48" rx="24" fill="currentColor" opacity="0.12" />
      <circle cx="24" cy="19" r="8" fill="currentColor" opacity="0.55" />
      <path d="M9.5 41c2.2-7.6 8-11 14.5-11s12.3 3.4 14.5 11" fill="currentColor" opacity="0.55" />
    </svg>
  );
}
