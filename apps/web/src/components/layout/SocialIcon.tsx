import type { ReactNode } from 'react';
import type { SocialNetwork } from './footer-links.ts';

const PATHS: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8v2.9h2.5V21z" />,
  twitter: (
    <path d="M21 6.6c-.7.3-1.4.5-2.1.6.8-.5 1.3-1.2 1.6-2-.7.4-1.5.7-2.3.9a3.6 3.6 0 0 0-6.2 3.3A10.3 10.3 0 0 1 4.5 5.6a3.6 3.6 0 0 0 1.1 4.9c-.6 0-1.2-.2-1.6-.5 0 1.8 1.2 3.3 2.9 3.6-.5.2-1.1.2-1.6.1a3.6 3.6 0 0 0 3.4 2.5A7.3 7.3 0 0 1 3 17.7a10.3 10.3 0 0 0 5.6 1.6c6.7 0 10.4-5.6 10.4-10.4v-.5c.8-.5 1.4-1.1 2-1.8z" />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.9" cy="7.1" r="1.2" />
    </>
  ),
  telegram: <path d="M20.7 4.3 2.9 11.2c-.9.4-.9 1.3 0 1.6l4.5 1.4 1.7 5.3c.2.6 1 .8 1.5.3l2.5-2.3 4.6 3.4c.6.4 1.4.1 1.6-.6l3-14.2c.2-.9-.6-1.6-1.6-1.2zM9.4 13.7l8.2-5.1-6.7 6.3-.3 2.9z" />,
  youtube: (
    <path d="M21.6 7.7a2.5 2.5 0 0 0-1.8-1.8C18.2 5.5 12 5.5 12 5.5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.7 26 26 0 0 0 2 12c0 1.5.1 2.9.4 4.3.2.9.9 1.5 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.3-1.4.4-2.8.4-4.3s-.1-2.9-.4-4.3zM10 15V9l5.2 3z" />
  ),
};

/** A simple drawn glyph for a social network; decorative, the link carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      {PATHS[network]}
    </svg>
  );
}
