import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FaqItem } from '../faq-items.ts';
import styles from './FaqAccordion.module.css';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The level of each question's heading, under the section's own heading. */
  headingLevel?: 2 | 3;
}

/** The FAQ: at most one answer open; opening one closes the other, and clicking the open one closes it. */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <div key={item.id} className={`${styles.item} ${open ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.question}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
              {item.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              {item.more && (
                <p>
                  <Link to={item.more.to} className={styles.more}>
                    {item.more.label}
                  </Link>
                </p>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
