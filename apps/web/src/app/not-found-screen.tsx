import { homePathFor } from '@crease/game';
import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { useSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './not-found-screen.module.css';

/** Any address the app does not know. */
export default function NotFoundScreen() {
  useDocumentTitle('Page not found');
  const session = useSession();
  return (
    <PublicLayout>
      <section className={styles.page} aria-labelledby="not-found-title">
        <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
          <rect x="40" y="40" width="8" height="70" rx="4" fill="#dce3ec" transform="rotate(-14 44 110)" />
          <rect x="76" y="38" width="8" height="72" rx="4" fill="#c5cfdc" />
          <rect x="112" y="40" width="8" height="70" rx="4" fill="#dce3ec" transform="rotate(12 116 110)" />
          <rect x="54" y="14" width="22" height="6" rx="3" fill="#e8b931" transform="rotate(-30 65 17)" />
          <rect x="88" y="8" width="22" height="6" rx="3" fill="#e8b931" transform="rotate(24 99 11)" />
          <circle cx="136" cy="86" r="9" fill="#b4232f" />
          <rect x="20" y="110" width="120" height="3" rx="1.5" fill="#0b1f3a" opacity="0.2" />
        </svg>
        <p className={styles.code}>404</p>
        <h1 id="not-found-title" className={styles.title}>
          Bowled! This page isn&rsquo;t here.
        </h1>
        <p className={styles.text}>The address may be mistyped, or the page may have moved.</p>
        <div className={styles.links}>
          {session ? (
            <>
              <ButtonLink to={homePathFor(session.role)}>Go to your home page</ButtonLink>
              <ButtonLink to="/" variant="secondary">
                Go to the start page
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to="/">Go to the start page</ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                Sign In
              </ButtonLink>
            </>
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
