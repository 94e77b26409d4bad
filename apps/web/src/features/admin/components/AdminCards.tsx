import type { ReactNode } from 'react';
import { Link } from 'react-router';
import surface from '../../../components/ui/Card.module.css';
import styles from './AdminCards.module.css';

interface AdminCard {
  title: string;
  to: string;
  text: string;
  icon: ReactNode;
}

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

export const ADMIN_CARDS: readonly AdminCard[] = [
  {
    title: 'Create Match',
    to: '/admin/create-match',
    text: 'Add a fixture: the two sides, the start time and the format.',
    icon: icon(
      <>
        <rect x="3" y="5" width="18" height="16" rx="3" />
        <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
      </>,
    ),
  },
  {
    title: 'Create Contest',
    to: '/admin/create-contest',
    text: 'Open a contest on a match, with its entry fee and prize pool.',
    icon: icon(
      <>
        <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
        <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6" />
      </>,
    ),
  },
  {
    title: 'Manage Contests',
    to: '/admin/contests',
    text: 'Edit contests before the deadline, cancel with refunds, follow results.',
    icon: icon(
      <>
        <path d="M4 6h16M4 12h16M4 18h10" />
        <circle cx="18" cy="18" r="2.5" />
      </>,
    ),
  },
  {
    title: 'Player Management',
    to: '/admin/players',
    text: 'Add players to a match, set credits, roles and the playing XI.',
    icon: icon(
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.8c1.6.8 2.6 2.5 3 5.2" />
      </>,
    ),
  },
  {
    title: 'Dashboard',
    to: '/admin/dashboard',
    text: 'The last 30 days by day, how full today’s contests are, and the matches live now.',
    icon: icon(
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" />
        <path d="M7 16v-3M12 16V8M17 16v-6" />
      </>,
    ),
  },
  {
    title: 'Contest Templates',
    to: '/admin/contest-templates',
    text: 'Named sets of contests, made on a match in one action or on every new match.',
    icon: icon(
      <>
        <rect x="4" y="3" width="12" height="15" rx="2" />
        <path d="M8 21h10a2 2 0 0 0 2-2V7M7.5 8h5M7.5 12h5" />
      </>,
    ),
  },
  {
    title: 'Withdrawals',
    to: '/admin/withdrawals',
    text: 'Pay or reject what players asked to withdraw, with the TDS withheld.',
    icon: icon(
      <>
        <rect x="3" y="6" width="18" height="13" rx="2.5" />
        <path d="M3 10h18M12 13v4M10 15l2 2 2-2" />
      </>,
    ),
  },
  {
    title: 'Money',
    to: '/admin/money',
    text: 'Deposits, entry fees, prizes, withdrawals, TDS and balances, by contest too.',
    icon: icon(
      <>
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      </>,
    ),
  },
  {
    title: 'Audit log',
    to: '/admin/audit',
    text: 'Who changed what and from where; correct a date of birth, with a reason.',
    icon: icon(
      <>
        <path d="M6 3h9l4 4v14H6z" />
        <path d="M14 3v5h5M9 12h7M9 16h7" />
      </>,
    ),
  },
  {
    title: 'Support inbox',
    to: '/admin/support',
    text: 'Answer players’ conversations, assign them, close them; the player’s wallet and KYC beside.',
    icon: icon(
      <>
        <path d="M4 5h16v11H9l-5 4z" />
        <path d="M8 9h8M8 12h5" />
      </>,
    ),
  },
  {
    title: 'Referrals',
    to: '/admin/referrals',
    text: 'Approve or reject Refer and Earn rewards held for a shared PAN, payout or address.',
    icon: icon(
      <>
        <circle cx="8" cy="8" r="3" />
        <circle cx="17" cy="15" r="3" />
        <path d="M10.5 9.5l4 3.5M3 20c.6-3 2.6-4.5 5-4.5" />
      </>,
    ),
  },
];

/** The ways into the admin area: the spec's four first, then the rest. */
export function AdminCards() {
  return (
    <ul className={styles.grid}>
      {ADMIN_CARDS.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className={`${surface.card} ${surface.link} ${styles.card}`}>
            <span className={styles.icon}>{card.icon}</span>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.text}>{card.text}</span>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
