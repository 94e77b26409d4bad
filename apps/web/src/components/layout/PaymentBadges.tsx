import { PAYMENT_PARTNERS } from './footer-links.ts';
import styles from './PaymentBadges.module.css';

type Partner = (typeof PAYMENT_PARTNERS)[number];

/** Each partner as a plain typeset wordmark in its own colours; not a copy of anyone's logo. */
const WORDMARK_CLASS: Record<Partner, string> = {
  UPI: styles.upi ?? '',
  RuPay: styles.rupay ?? '',
  Visa: styles.visa ?? '',
  Mastercard: styles.mastercard ?? '',
  Paytm: styles.paytm ?? '',
};

export function PaymentBadges() {
  return (
    <ul className={styles.list}>
      {PAYMENT_PARTNERS.map((partner) => (
        <li key={partner} className={styles.badge}>
          <span className={WORDMARK_CLASS[partner]}>{partner === 'Visa' ? 'VISA' : partner}</span>
        </li>
      ))}
    </ul>
  );
}
