import { SiteFooter } from '../components/layout/SiteFooter.tsx';
import { FaqAccordion } from '../features/faq/components/FaqAccordion.tsx';
import { FAQ_ITEMS, FAQ_TITLE } from '../features/faq/faq-items.ts';
import { DemoTeamPicker } from '../features/landing/components/DemoTeamPicker.tsx';
import { Hero } from '../features/landing/components/Hero.tsx';
import { HowItWorks } from '../features/landing/components/HowItWorks.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './landing-screen.module.css';

/** `/`: the start page. Loaded with the first script, so it stays light. */
export default function LandingScreen() {
  useDocumentTitle(null);
  return (
    <div className={styles.page}>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Hero />
        <HowItWorks />
        <DemoTeamPicker />
        <section className={styles.faq} aria-labelledby="faq-title">
          <h2 id="faq-title" className={styles.faqTitle}>
            {FAQ_TITLE}
          </h2>
          <FaqAccordion items={FAQ_ITEMS} />
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
