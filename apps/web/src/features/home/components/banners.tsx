import type { ReactNode } from 'react';
import type { Slide } from '../../../components/carousel/Carousel.tsx';
import styles from './Banner.module.css';

function CaptainArt() {
  return (
    <svg viewBox="0 0 160 140" className={styles.art} aria-hidden="true" focusable="false">
      <path d="M40 30 L62 18 Q80 30 98 18 L120 30 L138 58 L118 68 L114 56 L114 126 L46 126 L46 56 L42 68 L22 58 Z" fill="#ffffff" />
      <path d="M62 18 Q80 30 98 18" fill="none" stroke="#0fa968" strokeWidth="5" />
      <circle cx="80" cy="78" r="22" fill="#f2c94c" />
      <text x="80" y="87" textAnchor="middle" fontSize="26" fontWeight="900" fill="#0b1f3a">C</text>
      <text x="130" y="112" textAnchor="middle" fontSize="20" fontWeight="900" fill="#3ddc97">2x</text>
    </svg>
  );
}

function LeaderboardArt() {
  const bars = [
    { y: 22, w: 112, c: '#f2c94c' },
    { y: 50, w: 92, c: '#c9d2de' },
    { y: 78, w: 78, c: '#d08b4f' },
    { y: 106, w: 60, c: '#3ddc97' },
  ];
  return (
    <svg viewBox="0 0 160 140" className={styles.art} aria-hidden="true" focusable="false">
      {bars.map((bar, index) => (
        <g key={bar.y}>
          <circle cx="20" cy={bar.y + 9} r="9" fill={bar.c} />
          <text x="20" y={bar.y + 13} textAnchor="middle" fontSize="11" fontWeight="800" fill="#0b1f3a">
            {index + 1}
          </text>
          <rect x="36" y={bar.y} width={bar.w} height="18" rx="9" fill="#ffffff" opacity={1 - index * 0.18} />
        </g>
      ))}
      <path d="M150 100 l0 -26 m-7 7 l7 -7 l7 7" fill="none" stroke="#3ddc97" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function TrophyArt() {
  return (
    <svg viewBox="0 0 160 140" className={styles.art} aria-hidden="true" focusable="false">
      <path d="M52 20 h56 v26 a28 28 0 0 1 -56 0 z" fill="#f2c94c" />
      <path d="M52 28 h-14 a14 14 0 0 0 14 20 M108 28 h14 a14 14 0 0 1 -14 20" fill="none" stroke="#f2c94c" strokeWidth="6" />
      <rect x="72" y="72" width="16" height="20" fill="#e8b931" />
      <rect x="56" y="92" width="48" height="12" rx="4" fill="#e8b931" />
      <rect x="48" y="104" width="64" height="14" rx="4" fill="#ffffff" />
      <text x="80" y="52" textAnchor="middle" fontSize="22" fontWeight="900" fill="#0b1f3a">₹</text>
      <circle cx="128" cy="26" r="4" fill="#3ddc97" />
      <circle cx="32" cy="90" r="3" fill="#3ddc97" />
      <circle cx="136" cy="84" r="3" fill="#ffffff" opacity="0.6" />
    </svg>
  );
}

interface BannerProps {
  eyebrow: string;
  title: string;
  text: string;
  tone: 'navy' | 'green' | 'gold';
  art: ReactNode;
}

function Banner({ eyebrow, title, text, tone, art }: BannerProps) {
  return (
    <div className={`${styles.banner} ${styles[tone]}`}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
      </div>
      {art}
    </div>
  );
}

/** The three banners of the home carousel: what Crease does, in its own words. */
export const HOME_BANNERS: readonly Slide[] = [
  {
    id: 'pick-your-11',
    label: 'Pick your 11',
    content: (
      <Banner
        tone="navy"
        eyebrow="Build your team"
        title="Pick your 11. Back your captain."
        text="Choose 11 players within 100 credits. Your captain scores 2x and your vice-captain 1.5x."
        art={<CaptainArt />}
      />
    ),
  },
  {
    id: 'live-leaderboard',
    label: 'The live leaderboard',
    content: (
      <Banner
        tone="green"
        eyebrow="Follow it live"
        title="Every ball moves the leaderboard."
        text="Runs, wickets and catches score as the match is played, and your rank changes with them."
        art={<LeaderboardArt />}
      />
    ),
  },
  {
    id: 'withdraw-winnings',
    label: 'Withdraw winnings',
    content: (
      <Banner
        tone="gold"
        eyebrow="Your winnings"
        title="Winnings to your bank or UPI."
        text="Withdraw once your PAN and bank details are verified; it usually takes 24-48 hours."
        art={<TrophyArt />}
      />
    ),
  },
];
