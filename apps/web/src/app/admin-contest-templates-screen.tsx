import { useState } from 'react';
import type { ContestTemplateView } from '@crease/game';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { ButtonLink } from '../components/ui/Button.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { SelectField } from '../components/ui/SelectField.tsx';
import { StatusLine } from '../components/ui/StatusLine.tsx';
import { ApplyTemplates } from '../features/contests/components/ApplyTemplates.tsx';
import { TemplateForm } from '../features/contests/components/TemplateForm.tsx';
import { TemplateList } from '../features/contests/components/TemplateList.tsx';
import { useContestTemplates } from '../features/contests/hooks/use-contest-templates.ts';
import { useAllUpcomingMatches } from '../features/matches/hooks/use-matches.ts';
import { errorMessage } from '../lib/api-client.ts';
import { formatStartTime, matchTitle } from '../lib/format.ts';
import { positiveId } from '../lib/ids.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RequireAdmin } from './require-admin.tsx';
import styles from './admin-contest-templates-screen.module.css';
import screen from './screen.module.css';

/** `/admin/contest-templates`: named sets of contests, made on a match in one action or on every new match. */
export default function AdminContestTemplatesScreen() {
  useDocumentTitle('Contest Templates');
  return (
    <RequireAdmin>
      <ContestTemplates />
    </RequireAdmin>
  );
}

/** The upcoming matches to apply templates to. */
function UpcomingMatchPicker({ matchId, onChange }: { matchId: number | null; onChange: (matchId: number | null) => void }) {
  const matches = useAllUpcomingMatches();
  if (matches.isError) return <StatusLine tone="error">{`❌ ${errorMessage(matches.error, 'Failed to load matches')}`}</StatusLine>;
  return (
    <SelectField label="Match" value={matchId ?? ''} disabled={!matches.data} onChange={(event) => onChange(positiveId(event.target.value))}>
      <option value="">{matches.data && matches.data.length === 0 ? 'No upcoming matches' : 'Choose a match'}</option>
      {matches.data?.map((match) => (
        <option key={match.id} value={match.id}>
          {matchTitle(match)} · {formatStartTime(match.startTime)}
        </option>
      ))}
    </SelectField>
  );
}

function ContestTemplates() {
  const templates = useContestTemplates();
  const [editing, setEditing] = useState<ContestTemplateView | null>(null);

  const startEdit = (template: ContestTemplateView) => {
    setEditing(template);
    document.getElementById('template-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={screen.page}>
      <PageHeader eyebrow="Admin" title="Contest Templates">
        <p>Named sets of contests: make them on a match in one action, or on every match created or imported.</p>
      </PageHeader>
      <div className={screen.links}>
        <ButtonLink to="/admin/contests" size="sm" variant="secondary">
          Manage Contests
        </ButtonLink>
      </div>

      <div className={styles.columns}>
        <div className={screen.stackedSections}>
          <Panel title="Templates">
            {templates.isPending ? (
              <StatusLine tone="loading">Loading templates...</StatusLine>
            ) : templates.isError ? (
              <StatusLine tone="error">{`❌ ${errorMessage(templates.error, 'Failed to load templates')}`}</StatusLine>
            ) : templates.data.length === 0 ? (
              <StatusLine tone="empty">No templates yet. Make one with the form.</StatusLine>
            ) : (
              <TemplateList templates={templates.data} editingId={editing?.id ?? null} onEdit={startEdit} onDeleted={(id) => editing?.id === id && setEditing(null)} />
            )}
          </Panel>
          {templates.data && templates.data.length > 0 && (
            <Panel title="Apply to a match" intro="The contests of each template ticked are made on the match, as they are in the template.">
              <ApplyTemplates templates={templates.data} renderMatchPicker={(matchId, onChange) => <UpcomingMatchPicker matchId={matchId} onChange={onChange} />} />
            </Panel>
          )}
        </div>
        <div id="template-form" className={screen.anchor}>
          <Panel title={editing ? `Edit ${editing.name}` : 'New template'}>
            <TemplateForm key={editing ? `edit-${editing.id}` : 'new'} template={editing ?? undefined} onDone={() => setEditing(null)} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
