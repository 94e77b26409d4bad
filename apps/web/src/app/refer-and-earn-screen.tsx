import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { InfoArticle } from '../features/info-pages/components/InfoArticle.tsx';
import { MyReferral, ReferralTerms } from '../features/referrals/components/ReferAndEarn.tsx';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './refer-and-earn-screen.module.css';

/** `/refer-and-earn` (the footer's Refer and Earn): the programme; signed in, the player's code, link and friends. */
export default function ReferAndEarnScreen() {
  useDocumentTitle('Refer and Earn');
  const session = useSession();
  return (
    <PublicLayout>
      <InfoArticle bare eyebrow="Help" title="Refer and Earn" lead="Invite friends to Crease. When a friend you referred verifies their e-mail and adds money for the first time, you both get bonus money.">
        {session ? (
          <MyReferral />
        ) : (
          <>
            <section className={styles.signIn} aria-labelledby="referral-sign-in">
              <h2 id="referral-sign-in" className={styles.title}>
                Your code is in your account
              </h2>
              <p className={styles.text}>Sign in to see your code and link, and the friends who signed up with them.</p>
              <div className={styles.buttons}>
                <ButtonLink to="/login" state={{ from: '/refer-and-earn' }}>
                  Sign In
                </ButtonLink>
                <ButtonLink to="/register" variant="secondary" state={{ from: '/refer-and-earn' }}>
                  Sign Up
                </ButtonLink>
              </div>
            </section>
            <ReferralTerms referral={null} />
          </>
        )}
      </InfoArticle>
    </PublicLayout>
  );
}
