import { useState } from 'react';
import type { JoinedContestView } from '@crease/game';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { JoinedContestList } from '../features/contests/components/JoinedContestList.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { SwapTeamDialog } from './swap-team-dialog.tsx';
import styles from './screen.module.css';

/** `/my-joined-contests`: every contest the player has joined, with a way to preview the team and, until the deadline, swap it. */
export default function MyJoinedContestsScreen() {
  useDocumentTitle('My Joined Contests');
  const [swapping, setSwapping] = useState<JoinedContestView | null>(null);
  return (
    <div className={styles.page}>
      <PageHeader title="My Joined Contests">
        <p>Your entries, newest first. Preview the team you entered for each match, or swap in another until the match starts.</p>
      </PageHeader>
      <JoinedContestList onSwap={setSwapping} />
      {swapping && <SwapTeamDialog entry={swapping} onClose={() => setSwapping(null)} />}
    </div>
  );
}
