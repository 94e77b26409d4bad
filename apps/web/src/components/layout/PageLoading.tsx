import { Spinner } from '../ui/Spinner.tsx';
import styles from './PageLoading.module.css';

/** Shown for the moment a page's code is on its way. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
