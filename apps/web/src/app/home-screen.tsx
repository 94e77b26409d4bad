import { Carousel } from '../components/carousel/Carousel.tsx';
import { AppDownload } from '../features/home/components/AppDownload.tsx';
import { HOME_BANNERS } from '../features/home/components/banners.tsx';
import { Disclaimer } from '../features/home/components/Disclaimer.tsx';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './home-screen.module.css';

/** `/home`: the signed-in player's start. The logo and profile menu are in the shared app bar. */
export default function HomeScreen() {
  useDocumentTitle('Home');
  const session = useSession();
  const firstName = session?.name.trim().split(/\s+/)[0];

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.greeting}>{firstName ? `Hello, ${firstName}` : 'Hello'}</h1>
        <p className={styles.subtitle}>Welcome to your Fantasy Cricket Zone</p>
      </header>

      <Carousel slides={HOME_BANNERS} label="What you can do on Crease" intervalMs={3500} transitionMs={700} />

      {/*
        The match and contest blocks go here, in this order, as their milestones land:
          1. "Upcoming matches"  (features/matches)
          2. "Your contests"     (features/contests)
        Nothing is rendered for them until then.
      */}

      <AppDownload />
      <Disclaimer />
    </div>
  );
}
