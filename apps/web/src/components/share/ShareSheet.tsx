import { useId, useRef, useState } from 'react';
import { announce } from '../../lib/announce.ts';
import { Button } from '../ui/Button.tsx';
import styles from './ShareSheet.module.css';

interface ShareSheetProps {
  /** The section's heading, e.g. 'Invite your friends'. */
  title: string;
  /** A line under the heading: what the code does. */
  intro: string;
  code: string;
  /** The path the link opens, e.g. '/join/K7M2QX9P'; the link is its absolute address here. */
  path: string;
  /** What the system's share sheet says along with the link. */
  shareText: string;
  /** What the code and the link are called ('Invite code', 'Invite link' unless told). */
  codeLabel?: string;
  linkLabel?: string;
}

type Copied = { what: 'link' | 'code'; ok: boolean } | null;

const COPIED_WORDS = {
  link: { ok: 'Link copied.', failed: 'Could not copy the link: select it in the box above and copy it.' },
  code: { ok: 'Code copied.', failed: 'Could not copy the code: it is shown above, to copy by hand.' },
} as const;

/**
 * An invitation to pass on: the code (friends may type it), the link that opens it, and buttons
 * to copy either and, where the browser has one (phones mostly), to open the system's share
 * sheet. What was copied is said politely and shown beside the buttons.
 */
export function ShareSheet({ title, intro, code, path, shareText, codeLabel = 'Invite code', linkLabel = 'Invite link' }: ShareSheetProps) {
  const titleId = useId();
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const link = new URL(path, window.location.origin).href;
  const canShare = typeof navigator.share === 'function';

  const copy = async (what: 'link' | 'code') => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(what === 'link' ? link : code);
      ok = true;
    } catch {
      // No clipboard here (an insecure page, a refused permission): the text is there to select.
      if (what === 'link') linkRef.current?.select();
    }
    setCopied({ what, ok });
    announce(COPIED_WORDS[what][ok ? 'ok' : 'failed']);
  };

  const share = async () => {
    try {
      await navigator.share({ title, text: shareText, url: link });
    } catch {
      // Closed without sharing, or refused: nothing to say.
    }
  };

  return (
    <section className={styles.sheet} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.intro}>{intro}</p>
      </div>
      <dl className={styles.code}>
        <dt>{codeLabel}</dt>
        <dd>{code}</dd>
      </dl>
      <div className={styles.link}>
        <label htmlFor={linkId} className={styles.label}>
          {linkLabel}
        </label>
        <input ref={linkRef} id={linkId} className={styles.input} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className={styles.actions}>
        <Button onClick={() => void copy('link')}>Copy link</Button>
        <Button variant="secondary" onClick={() => void copy('code')}>
          Copy code
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            Share
          </Button>
        )}
      </div>
      {/* Said through the announcer; shown here for the eye. */}
      {copied && <p className={copied.ok ? styles.done : styles.failed}>{COPIED_WORDS[copied.what][copied.ok ? 'ok' : 'failed']}</p>}
    </section>
  );
}
