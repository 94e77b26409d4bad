import styles from './Disclaimer.module.css';

export const HOME_DISCLAIMER =
  'Fantasy sports involve financial risk and are intended for players aged 18 and above. Please play responsibly. It can be addictive. Fantasy sports are restricted in Andhra Pradesh, Assam, Nagaland, Sikkim and Telangana.';

export function Disclaimer() {
  return (
    <aside className={styles.disclaimer} aria-label="Disclaimer">
      <span className={styles.badge} aria-hidden="true">
        18+
      </span>
      <p>{HOME_DISCLAIMER}</p>
    </aside>
  );
}
