import { Link } from 'react-router';
import type { SupportConversationView } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { PagedList } from '../../../lib/paged-list.ts';
import { aboutInWords, STATE_TONES, STATE_WORDS, type SupportSide } from '../support-words.ts';
import styles from './ConversationList.module.css';

interface ConversationListProps {
  list: PagedList<SupportConversationView>;
  side: SupportSide;
  linkTo: (id: number) => string;
  empty: string;
}

/** Conversations, newest activity first: subject, state, what it is about, unread mark; a page at a time. */
export function ConversationList({ list, side, linkTo, empty }: ConversationListProps) {
  if (list.isPending) return <StatusLine tone="loading">Loading conversations...</StatusLine>;
  if (list.isLoadingError) return <StatusLine tone="error">{`❌ ${errorMessage(list.error, 'Failed to load conversations')}`}</StatusLine>;
  if (list.items.length === 0) return <StatusLine tone="empty">{empty}</StatusLine>;
  return (
    <div className={styles.wrap}>
      <ul className={styles.list}>
        {list.items.map((conversation) => {
          const unread = side === 'player' ? conversation.unreadByPlayer : conversation.unreadBySupport;
          return (
            <li key={conversation.id}>
              <Link to={linkTo(conversation.id)} className={unread > 0 ? `${styles.item} ${styles.unread}` : styles.item}>
                <span className={styles.head}>
                  <span className={styles.subject}>
                    {unread > 0 && <span className={styles.dot} aria-hidden="true" />}
                    {conversation.subject}
                  </span>
                  <Badge tone={STATE_TONES[conversation.state]}>{STATE_WORDS[side][conversation.state]}</Badge>
                </span>
                <span className={styles.meta}>
                  {side === 'admin' && <span>{conversation.playerName}</span>}
                  {conversation.about && <span>{aboutInWords(conversation.about)}</span>}
                  {side === 'admin' && <span>{conversation.assignee ? `Assigned to ${conversation.assignee.name}` : 'Not assigned'}</span>}
                  <time dateTime={conversation.lastMessageAt}>{formatDateTime(conversation.lastMessageAt)}</time>
                  {unread > 0 && <span className={styles.unreadText}>{unread === 1 ? '1 unread' : `${unread} unread`}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <LoadMore list={list} failed="Failed to load more conversations" />
    </div>
  );
}
