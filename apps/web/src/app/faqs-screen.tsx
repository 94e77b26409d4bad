import { PublicLayout } from '../components/layout/PublicLayout.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { FaqAccordion } from '../features/faq/components/FaqAccordion.tsx';
import { FAQ_ITEMS, FAQ_TITLE } from '../features/faq/faq-items.ts';
import { InfoArticle } from '../features/info-pages/components/InfoArticle.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './faqs-screen.module.css';

/** `/faqs`: the start page's FAQ, on a page of its own. */
export default function FaqsScreen() {
  useDocumentTitle('FAQs');
  return (
    <PublicLayout>
      <InfoArticle
        bare
        eyebrow="Help"
        title={FAQ_TITLE}
        lead={
          <>
            Can&rsquo;t find your answer? Write to <a className={styles.mail} href="mailto:support@crease.in">support@crease.in</a>, 24x7.
          </>
        }
      >
        <FaqAccordion items={FAQ_ITEMS} headingLevel={2} />
        <section className={styles.help} aria-labelledby="faq-help">
          <div>
            <h2 id="faq-help" className={styles.helpTitle}>
              Still need help?
            </h2>
            <p className={styles.helpText}>Chat with Crease support in the app, 24x7. You can attach screenshots, and replies arrive as they are sent.</p>
          </div>
          <ButtonLink to="/support">Chat with support</ButtonLink>
        </section>
      </InfoArticle>
    </PublicLayout>
  );
}
