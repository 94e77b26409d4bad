import { useState } from 'react';
import { formatRupeesShort, type ContestTemplateView, type TemplateContestFields } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { deleteContestTemplate } from '../api/templates-api.ts';
import { useRefreshTemplates } from '../hooks/use-contest-templates.ts';
import styles from './TemplateList.module.css';

/** A template's contest in a line: '₹49 · 100 spots · 6 teams a user · flexible'. */
export function contestLine(contest: TemplateContestFields): string {
  return [
    contest.entryFee === 0 ? 'Free' : `${formatRupeesShort(contest.entryFee)} entry`,
    `${formatRupeesShort(contest.prizePool)} pool`,
    contest.spots === null ? 'unlimited spots' : `${contest.spots.toLocaleString('en-IN')} spots`,
    contest.maxTeamsPerUser === 1 ? 'single entry' : `up to ${contest.maxTeamsPerUser} teams a user`,
    ...(contest.flexible ? ['flexible'] : []),
  ].join(' · ');
}

interface TemplateListProps {
  templates: readonly ContestTemplateView[];
  /** The template in the form, marked in the list. */
  editingId: number | null;
  onEdit: (template: ContestTemplateView) => void;
  /** After a delete, with the id deleted. */
  onDeleted: (id: number) => void;
}

/** The templates with their contests, each with Edit and Delete (asked first); those applied to every new match say so. */
export function TemplateList({ templates, editingId, onEdit, onDeleted }: TemplateListProps) {
  const [deleting, setDeleting] = useState<ContestTemplateView | null>(null);
  const refresh = useRefreshTemplates();

  const remove = async (template: ContestTemplateView) => {
    await deleteContestTemplate(template.id);
    toast.success(`Template ${template.name} deleted.`);
    onDeleted(template.id);
    void refresh();
  };

  return (
    <>
      <ul className={styles.list}>
        {templates.map((template) => (
          <li key={template.id} className={`${styles.template} ${template.id === editingId ? styles.editing : ''}`} aria-label={template.name}>
            <div className={styles.head}>
              <h3 className={styles.name}>{template.name}</h3>
              {template.autoApply && <Badge tone="green">Every new match</Badge>}
            </div>
            <ul className={styles.contests}>
              {template.contests.map((contest, index) => (
                <li key={index}>
                  <strong>{contest.name}</strong> <span className={styles.line}>{contestLine(contest)}</span>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Button size="sm" variant="secondary" onClick={() => onEdit(template)} aria-label={`Edit ${template.name}`}>
                Edit
              </Button>
              <Button size="sm" variant="danger" onClick={() => setDeleting(template)} aria-label={`Delete ${template.name}`}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          subtitle={`${deleting.contests.length} ${deleting.contests.length === 1 ? 'contest' : 'contests'}`}
          confirmLabel="Delete the template"
          busyLabel="Deleting..."
          failed="Failed to delete the template"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>Contests already made from it stay as they are{deleting.autoApply ? '; new matches no longer get its contests' : ''}. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
