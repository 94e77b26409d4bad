import { Carousel } from '../components/carousel/Carousel.tsx';
import { YourContests } from '../features/contests/components/YourContests.tsx';
import { AppDownload } from '../features/home/components/AppDownload.tsx';
import { HOME_BANNERS } from '../features/home/components/banners.tsx';
import { Disclaimer } from '../features/home/components/Disclaimer.tsx';
import { UpcomingMatches } from '../features/matches/components/UpcomingMatches.tsx';
import { RemindMeButton } from '../features/notifications/components/RemindMeButton.tsx';
import { LeaguesCard } from '../features/leagues/components/LeaguesCard.tsx';
import { JoinCodeForm } from '../features/private-contests/components/JoinCodeForm.tsx';
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

      <UpcomingMatches renderAction={(match) => <RemindMeButton match={match} />} />

      <YourContests />

      <div className={styles.friends}>
        <JoinCodeForm title="Join with a code" intro="A friend sent you a code for their private contest? Enter it here to join them." />
        <LeaguesCard />
      </div>

      <AppDownload />
      <Disclaimer />
    </div>
  );
}
