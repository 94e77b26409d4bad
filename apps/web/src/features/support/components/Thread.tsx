import type { SupportMessageView } from '@crease/game';
import { formatDateTime } from '../../../lib/format.ts';
import type { SupportSide } from '../support-words.ts';
import { AttachmentImage } from './AttachmentImage.tsx';
import styles from './Thread.module.css';

interface ThreadProps {
  messages: readonly SupportMessageView[];
  /** Whose screen it is: their own messages sit on the right. */
  side: SupportSide;
}

/** A conversation's messages, oldest first: who wrote, when, the text and any images. */
export function Thread({ messages, side }: ThreadProps) {
  const own = side === 'player' ? 'PLAYER' : 'SUPPORT';
  return (
    <ol className={styles.thread} aria-label="Messages">
      {messages.map((message) => {
        const author = message.author === 'SUPPORT' ? (side === 'player' ? `${message.authorName} (Crease support)` : `${message.authorName} (support)`) : message.authorName;
        return (
          <li key={message.id} className={message.author === own ? `${styles.message} ${styles.own}` : styles.message} aria-label={`${author}, ${formatDateTime(message.createdAt)}`}>
            <p className={styles.by}>
              <span className={styles.author}>{author}</span> <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            {message.text && <p className={styles.text}>{message.text}</p>}
            {message.attachments.length > 0 && (
              <div className={styles.images}>
                {message.attachments.map((attachment, index) => (
                  <AttachmentImage key={attachment.id} attachment={attachment} index={index} />
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
