import { CONTEST_TABS } from '@crease/game';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { TabList } from '../../../components/ui/TabList.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { listCountText } from '../../../lib/paged-list.ts';
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
  /** Paid contests cannot be joined now (paid play is off). */
  paidClosed?: boolean;
}

/** The tabs UPCOMING, LIVE and COMPLETED, each listing the contests of that status (more as the list scrolls) and how many there are. */
export function ContestTabs({ tab, onTabChange, matchId, paidClosed = false }: ContestTabsProps) {
  const contests = useContests({ status: tab, matchId });
  // The server filters; the list is checked again so that a contest never shows under another tab.
  const shown = contests.items.filter((contest) => contest.status === tab && (matchId === null || contest.matchId === matchId));

  return (
    <div className={styles.wrap}>
      <TabList
        label="Contest status"
        tabs={CONTEST_TABS.map((name) => ({
          value: name,
          id: `contest-tab-${name}`,
          label: (
            <>
              {name === 'LIVE' && <span className={styles.liveDot} aria-hidden="true" />}
              {name}
            </>
          ),
        }))}
        selected={tab}
        onSelect={onTabChange}
        panelId="contest-panel"
        className={styles.tabs}
        tabClassName={styles.tab}
      />

      <div id="contest-panel" role="tabpanel" aria-labelledby={`contest-tab-${tab}`} className={styles.panel}>
        {contests.isPending ? (
          <StatusLine tone="loading">Loading contests...</StatusLine>
        ) : contests.isLoadingError ? (
          <StatusLine tone="error">{`❌ ${errorMessage(contests.error, 'Failed to load contests')}`}</StatusLine>
        ) : shown.length === 0 && !contests.hasNextPage ? (
          <StatusLine tone="empty">{`No ${tab} contests found.`}</StatusLine>
        ) : (
          <>
            <p className={styles.count}>{listCountText(contests, 'contest')}</p>
            <ul className={styles.list}>
              {shown.map((contest) => (
                <li key={contest.id}>
                  <ContestCard contest={contest} paidClosed={paidClosed} />
                </li>
              ))}
            </ul>
            <LoadMore list={contests} failed="Failed to load more contests" />
          </>
        )}
      </div>
    </div>
  );
}
