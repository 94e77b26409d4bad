import { Link } from 'react-router';
import styles from './AppDownload.module.css';

function AndroidGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M6 9h12v8a1.5 1.5 0 0 1-1.5 1.5H15V21a1.2 1.2 0 0 1-2.4 0v-2.5h-1.2V21A1.2 1.2 0 0 1 9 21v-2.5H7.5A1.5 1.5 0 0 1 6 17zM3.8 9a1.2 1.2 0 0 1 1.2 1.2v5a1.2 1.2 0 0 1-2.4 0v-5A1.2 1.2 0 0 1 3.8 9zm16.4 0a1.2 1.2 0 0 1 1.2 1.2v5a1.2 1.2 0 0 1-2.4 0v-5A1.2 1.2 0 0 1 20.2 9zM6.1 8a6 6 0 0 1 3-4.3L8.2 2.2a.3.3 0 0 1 .5-.3l1 1.6a6 6 0 0 1 4.6 0l1-1.6a.3.3 0 0 1 .5.3l-.9 1.5a6 6 0 0 1 3 4.3zM9.5 6.2a.7.7 0 1 0 0-1.4.7.7 0 0 0 0 1.4zm5 0a.7.7 0 1 0 0-1.4.7.7 0 0 0 0 1.4z" />
    </svg>
  );
}

function PhoneGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="6" y="2.5" width="12" height="19" rx="3" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  );
}

/** 'Download the Official App': both buttons lead to the honest page on installing Crease. */
export function AppDownload() {
  return (
    <section className={styles.block} aria-labelledby="app-download-title">
      <div className={styles.copy}>
        <h2 id="app-download-title" className={styles.title}>
          Download the Official App
        </h2>
        <p className={styles.text}>Crease runs in your phone&rsquo;s browser. Add it to your home screen and it opens like an app.</p>
      </div>
      <div className={styles.buttons}>
        <Link to="/android-app" className={styles.store}>
          <AndroidGlyph />
          <span>
            <span className={styles.small}>Get it for</span>
            <span className={styles.big}>Android</span>
          </span>
        </Link>
        <Link to="/ios-app" className={styles.store}>
          <PhoneGlyph />
          <span>
            <span className={styles.small}>Get it for</span>
            <span className={styles.big}>iOS</span>
          </span>
        </Link>
      </div>
    </section>
  );
}
