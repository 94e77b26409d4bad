import { useRef, type KeyboardEvent } from 'react';
import { CONTEST_TABS } from '@crease/game';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useContests } from '../hooks/use-contests.ts';
import { ContestCard } from './ContestCard.tsx';
import styles from './ContestTabs.module.css';

export type ContestTab = (typeof CONTEST_TABS)[number];

export function isContestTab(value: string | null): value is ContestTab {
  return (CONTEST_TABS as readonly string[]).includes(value ?? '');
}

interface ContestTabsProps {
  tab: ContestTab;
  onTabChange: (tab: ContestTab) => void;
  /** Only this match's contests, when set. */
  matchId: number | null;
}

/** The tabs UPCOMING, LIVE and COMPLETED, each listing the contests of that status. */
export function ContestTabs({ tab, onTabChange, matchId }: ContestTabsProps) {
  const contests = useContests({ status: tab, matchId });
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // The server filters; the list is checked again so that a contest never shows under another tab.
  const shown = contests.data?.filter((contest) => contest.status === tab && (matchId === null || contest.matchId === matchId));

  // Arrow keys move between tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CONTEST_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? CONTEST_TABS.length - 1 : step ? (index + step + CONTEST_TABS.length) % CONTEST_TABS.length : null;
    if (next === null) return;
    event.preventDefault();
    onTabChange(CONTEST_TABS[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.tabs} role="tablist" aria-label="Contest status" onKeyDown={onKeyDown}>
        {CONTEST_TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`contest-tab-${name}`}
            aria-selected={name === tab}
            aria-controls="contest-panel"
            tabIndex={name === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => onTabChange(name)}
          >
            {name === 'LIVE' && <span className={styles.liveDot} aria-hidden="true" />}
            {name}
          </button>
        ))}
      </div>

      <div id="contest-panel" role="tabpanel" aria-labelledby={`contest-tab-${tab}`} className={styles.panel}>
        {contests.isPending ? (
          <StatusLine tone="loading">Loading contests...</StatusLine>
        ) : contests.isError ? (
          <StatusLine tone="error">{`❌ ${errorMessage(contests.error, 'Failed to load contests')}`}</StatusLine>
        ) : !shown || shown.length === 0 ? (
          <StatusLine tone="empty">{`No ${tab} contests found.`}</StatusLine>
        ) : (
          <ul className={styles.list}>
            {shown.map((contest) => (
              <li key={contest.id}>
                <ContestCard contest={contest} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
