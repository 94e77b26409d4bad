import { Link } from 'react-router';
import { Facts } from '../../../components/ui/Facts.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { AuditEventView } from '@crease/game';
import type { AuditFilters } from '../api/admin-audit-api.ts';
import { detailLines, kindInWords } from '../audit-words.ts';
import { useAuditLog } from '../hooks/use-admin-audit.ts';
import { AccountName } from './AccountName.tsx';
import record from '../../../components/ui/Record.module.css';
import styles from './AuditLog.module.css';

interface AuditLogProps {
  filters: AuditFilters;
  /** The address of the log narrowed to one player, for the accounts an entry names. */
  playerLink: (userId: number) => string;
}

function Entry({ entry, playerLink }: { entry: AuditEventView; playerLink: AuditLogProps['playerLink'] }) {
  const kind = kindInWords(entry.kind);
  const lines = detailLines(entry.details, entry.kind);
  return (
    <li className={record.item} aria-label={`${kind}, ${formatDateTime(entry.at)}`}>
      <div className={record.head}>
        <p className={record.name}>{kind}</p>
        <time className={record.aside} dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </div>
      <Facts
        facts={[
          { term: 'By', value: entry.actorId === null ? 'Crease (automatic)' : entry.actorId === entry.subjectUserId ? 'The player' : <AccountName id={entry.actorId} /> },
          ...(entry.subjectUserId === null
            ? []
            : [
                {
                  term: 'Player',
                  value: (
                    <Link to={playerLink(entry.subjectUserId)}>
                      <AccountName id={entry.subjectUserId} />
                    </Link>
                  ),
                },
              ]),
          { term: 'Address', value: entry.ip ?? 'Not recorded' },
        ]}
      />
      {lines.length > 0 && (
        <ul className={styles.details} aria-label="Details">
          {lines.map((line, index) => (
            <li key={index}>
              <span className={styles.label}>{line.label}:</span>{' '}
              {line.before !== undefined && (
                <>
                  <span className={styles.before}>{line.before}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> changed to </span>
                </>
              )}
              <span className={styles.after}>{line.after}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The audit log, newest first, narrowed by player and kind: when, what in words, who acted,
 * whose account it concerns, from which address, and what changed (before → after).
 */
export function AuditLog({ filters, playerLink }: AuditLogProps) {
  const log = useAuditLog(filters);
  if (log.isPending) return <StatusLine tone="loading">Loading the audit log...</StatusLine>;
  if (log.isLoadingError) return <StatusLine tone="error">{`❌ ${errorMessage(log.error, 'Failed to load the audit log')}`}</StatusLine>;
  if (log.items.length === 0) {
    const narrowed = filters.userId !== null || filters.kind !== null;
    return <StatusLine tone="empty">{narrowed ? 'Nothing recorded matches these filters.' : 'Nothing has been recorded yet.'}</StatusLine>;
  }
  return (
    <div className={styles.wrap}>
      <ul className={record.list}>
        {log.items.map((entry) => (
          <Entry key={entry.id} entry={entry} playerLink={playerLink} />
        ))}
      </ul>
      <LoadMore list={log} failed="Failed to load more of the audit log" />
    </div>
  );
}
