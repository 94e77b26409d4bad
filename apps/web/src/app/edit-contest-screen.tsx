import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { ContestForm } from '../features/contests/components/ContestForm.tsx';
import { useContest } from '../features/contests/hooks/use-contests.ts';
import { MatchList } from '../features/matches/components/MatchList.tsx';
import { errorMessage } from '../lib/api-client.ts';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './screen.module.css';

/** `/admin/contests/{id}/edit`: the contest form again, filled in, until the deadline. */
export default function EditContestScreen() {
  useDocumentTitle('Edit Contest');
  const navigate = useNavigate();
  const id = positiveId(useParams().contestId);
  const contest = useContest(id ?? 0);

  return (
    <RequireAdmin>
      <div className={`${styles.page} ${styles.narrow}`}>
        <PageHeader eyebrow="Admin" title="Edit Contest">
          <p>Changes are open until the match starts.</p>
        </PageHeader>
        {id === null ? (
          <StatusLine tone="error">❌ There is no such contest.</StatusLine>
        ) : contest.isPending ? (
          <StatusLine tone="loading">Loading contest...</StatusLine>
        ) : contest.isError ? (
          <StatusLine tone="error" action={<ButtonLink to="/admin/contests" variant="secondary" size="sm">Back to Manage Contests</ButtonLink>}>
            {`❌ ${errorMessage(contest.error, 'Failed to load contest')}`}
          </StatusLine>
        ) : contest.data.status !== 'UPCOMING' ? (
          <StatusLine tone="empty" action={<ButtonLink to="/admin/contests" variant="secondary" size="sm">Back to Manage Contests</ButtonLink>}>
            {`${contest.data.name} is ${contest.data.status} and can no longer be edited.`}
          </StatusLine>
        ) : (
          <Panel>
            <ContestForm
              key={contest.data.id}
              contest={contest.data}
              renderMatchPicker={(selectedId, onSelect) => <MatchList selectedId={selectedId} onSelect={onSelect} />}
              onSaved={() => void navigate('/admin/contests')}
            />
          </Panel>
        )}
      </div>
    </RequireAdmin>
  );
}
