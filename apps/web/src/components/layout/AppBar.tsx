import { Logo } from '../logo/Logo.tsx';
import { BackButton } from './BackButton.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import styles from './AppBar.module.css';

/** The bar on top of every signed-in page: Back, the logo (to the start page) and the profile menu. */
export function AppBar() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <BackButton />
        <Logo />
        <div className={styles.end}>
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
