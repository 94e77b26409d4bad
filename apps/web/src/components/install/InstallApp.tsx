import { useState } from 'react';
import { promptInstall, useInstallState } from '../../lib/install-app.ts';
import { Button } from '../ui/Button.tsx';
import styles from './InstallApp.module.css';

/**
 * Installing Crease where the browser offers it: one button for its install prompt; installed
 * already, it says so. Where the browser makes no offer (Safari), nothing shows and the page's
 * steps for "Add to Home Screen" do the explaining.
 */
export function InstallApp({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const installState = useInstallState();
  const [answer, setAnswer] = useState<string | null>(null);
  if (installState === 'installed') {
    return <p className={styles.note}>Crease is installed on this device: open it from its icon.</p>;
  }
  if (installState !== 'offered') return null;
  return (
    <div className={styles.wrap}>
      <Button
        variant={tone === 'dark' ? 'on-dark' : 'primary'}
        onClick={() => void promptInstall().then((accepted) => setAnswer(accepted ? 'Crease is being added to your home screen.' : null))}
      >
        Install Crease
      </Button>
      {answer && (
        <p className={styles.note} role="status">
          {answer}
        </p>
      )}
    </div>
  );
}
