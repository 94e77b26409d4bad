import { Link } from 'react-router';
import { LogoMark } from '../logo/LogoMark.tsx';
import { COPYRIGHT, FOOTER_COLUMNS, SOCIAL_LINKS, SUPPORT_CONTACTS } from './footer-links.ts';
import { PaymentBadges } from './PaymentBadges.tsx';
import { SocialIcon } from './SocialIcon.tsx';
import { DataCredit } from './DataCredit.tsx';
import styles from './SiteFooter.module.css';

/** The footer of the start page and every public page. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.brandLink} aria-label="Crease, go to the start page">
            <LogoMark size={36} />
            <span aria-hidden="true">Crease</span>
          </Link>
          <p className={styles.tagline}>Fantasy cricket on real matches, with a live leaderboard.</p>
          <p className={styles.age}>
            <span className={styles.ageBadge}>18+</span> Play responsibly. Paid contests are not offered in Andhra Pradesh, Assam, Nagaland, Odisha, Sikkim and Telangana.
          </p>
        </div>

        <div className={styles.columns}>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} className={styles.column} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <section className={styles.column} aria-labelledby="footer-support">
            <h2 id="footer-support" className={styles.heading}>
              Support
            </h2>
            <ul className={styles.links}>
              {SUPPORT_CONTACTS.map((contact) => (
                <li key={contact.email} className={styles.contact}>
                  <span className={styles.contactRole}>{contact.role}</span>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              ))}
            </ul>
          </section>

          <section className={`${styles.column} ${styles.payments}`} aria-labelledby="footer-payments">
            <h2 id="footer-payments" className={styles.heading}>
              Payment partners
            </h2>
            <PaymentBadges />
          </section>
        </div>

        <div className={styles.bottom}>
          <div>
            <p className={styles.copyright}>{COPYRIGHT}</p>
            <DataCredit className={styles.credit} />
          </div>
          <ul className={styles.social} aria-label="Crease on social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a href={social.href} className={styles.socialLink} aria-label={social.label} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
