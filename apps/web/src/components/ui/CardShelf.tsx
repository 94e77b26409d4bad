import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatStartTime } from '../../lib/format.ts';
import surface from './Card.module.css';
import styles from './CardShelf.module.css';

interface CardShelfProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** Where the whole list is. */
  all: { to: string; label: string };
  /** Shown instead of the cards: loading, failed or nothing to show. */
  status?: ReactNode;
  /** The `ShelfCard`s. */
  children?: ReactNode;
}

/** A home section: a heading, a link to everything, and the next few as cards (three on a phone). */
export function CardShelf({ titleId, title, all, status, children }: CardShelfProps) {
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Link to={all.to} className={styles.all}>
          {all.label} <span aria-hidden="true">→</span>
        </Link>
      </header>
      {status ?? <ul className={styles.list}>{children}</ul>}
    </section>
  );
}

interface ShelfCardProps {
  to: string;
  /** Top left: a status badge or the match type. */
  tag: ReactNode;
  /** Top right: how long until it starts. */
  countdown: string;
  title: string;
  /** A bold line under the title. */
  subtitle?: string;
  startTime: string;
  /** A muted line under the start time. */
  where?: string;
  /** The closing call to action; an arrow follows it. */
  cta: ReactNode;
  /**
   * A control of its own in the card's bottom corner, beside the call to action (a match's
   * reminder bell): outside the link, since a button inside a link is neither one nor the other.
   */
  action?: ReactNode;
}

/** One card of a `CardShelf`; the whole card is the link (and `action`, when given, sits on it). */
export function ShelfCard({ to, tag, countdown, title, subtitle, startTime, where, cta, action }: ShelfCardProps) {
  return (
    <li className={action ? styles.withAction : undefined}>
      <Link to={to} className={`${surface.card} ${surface.link} ${styles.card}`}>
        <span className={styles.top}>
          {tag}
          <span className={styles.countdown}>{countdown}</span>
        </span>
        <span className={surface.title}>{title}</span>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
        <time className={styles.when} dateTime={startTime}>
          {formatStartTime(startTime)}
        </time>
        {where && <span className={styles.where}>{where}</span>}
        <span className={styles.cta}>
          {cta} <span aria-hidden="true">→</span>
        </span>
      </Link>
      {action && <div className={styles.action}>{action}</div>}
    </li>
  );
}
