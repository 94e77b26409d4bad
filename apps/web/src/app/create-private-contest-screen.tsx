import { useQueryClient } from '@tanstack/react-query';
import type { PrivateContestFields } from '@crease/game';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { createPrivateContest } from '../features/private-contests/api/private-contests-api.ts';
import { PrivateContestForm } from '../features/private-contests/components/PrivateContestForm.tsx';
import { clearDraft } from '../features/private-contests/draft.ts';
import { useMyTeamsFor } from '../features/teams/hooks/use-teams.ts';
import { errorMessage } from '../lib/api-client.ts';
import { formatStartTime, matchTitle } from '../lib/format.ts';
import { positiveId } from '../lib/ids.ts';
import { useServerConfig } from '../lib/server-config.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useNow } from '../lib/use-now.ts';
import { JoinRefusalDialog } from './join-refusal-dialog.tsx';
import { isOpen, teamOption, usePrivateContestMatch } from './private-contest-match.ts';
import { joinRefusalOf, type JoinRefusal } from './use-team-selection.ts';
import styles from './screen.module.css';

export const CONTEST_READY = 'Your contest is ready. Invite your friends with its code.';

/**
 * `/matches/{matchId}/create-contest`: a private contest for friends, made from a match's
 * contests. The maker enters it with one of their teams for the match, or picks a new one in the
 * picker and comes back here with it (`?team={id}`); then the contest's page, with its code.
 */
export default function CreatePrivateContestScreen() {
  useDocumentTitle('Create a private contest');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const madeTeamId = positiveId(search.get('team'));
  const { matchId, match, teamContestId, teamContestPending } = usePrivateContestMatch();
  const config = useServerConfig();
  const myTeams = useMyTeamsFor(matchId);
  const now = useNow(30_000);
  const [refusal, setRefusal] = useState<{ refusal: JoinRefusal; name: string } | null>(null);

  const create = async (fields: PrivateContestFields) => {
    setRefusal(null);
    try {
      const contest = await createPrivateContest(fields);
      clearDraft(fields.matchId);
      toast.success(CONTEST_READY, { forNextPage: true });
      void queryClient.invalidateQueries();
      void navigate(`/contests/${contest.id}`, { state: { created: true } });
    } catch (caught) {
      const found = await joinRefusalOf(caught, fields.entryFee, queryClient);
      if (found) setRefusal({ refusal: found, name: fields.name });
      throw caught;
    }
  };

  const header = (
    <PageHeader title="Create a private contest">
      <p>A contest for your friends: they join with its code, and nobody else sees it. You enter it with your team as you make it.</p>
    </PageHeader>
  );

  if (matchId === null) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        {header}
        <StatusLine tone="error">There is no such match.</StatusLine>
      </div>
    );
  }
  if (match.isPending || config.isPending) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        {header}
        <StatusLine tone="loading">Loading match...</StatusLine>
      </div>
    );
  }
  if (match.isError || config.isError) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        {header}
        <StatusLine tone="error">{errorMessage(match.error ?? config.error, 'Failed to load the match.')}</StatusLine>
      </div>
    );
  }

  const teams = myTeams.isPending
    ? ({ loading: true } as const)
    : myTeams.isError
      ? { error: errorMessage(myTeams.error, 'Something went wrong') }
      : { options: myTeams.data.filter((team) => team.matchId === matchId && team.editable).map(teamOption) };

  return (
    <div className={styles.page}>
      {header}
      <p className={styles.filterNote}>
        <span>
          For <strong>{`${matchTitle(match.data)} (${formatStartTime(match.data.startTime)})`}</strong>
        </span>
      </p>
      {!isOpen(match.data, now) ? (
        <StatusLine tone="empty" action={<ButtonLink to={`/contests?matchId=${matchId}`} variant="secondary">See its contests</ButtonLink>}>
          This match has started: contests can be made only before the start.
        </StatusLine>
      ) : (
        <Panel>
          <PrivateContestForm
            matchId={matchId}
            rules={config.data.privateContests}
            paidPlay={config.data.paidPlay}
            teams={teams}
            initialTeamId={madeTeamId}
            onPickNewTeam={teamContestId === null && !teamContestPending ? null : () => void navigate(`/matches/${matchId}/create-contest/team`)}
            onSubmit={create}
          />
        </Panel>
      )}
      {refusal && <JoinRefusalDialog refusal={refusal.refusal} contestName={refusal.name} onClose={() => setRefusal(null)} />}
    </div>
  );
}
