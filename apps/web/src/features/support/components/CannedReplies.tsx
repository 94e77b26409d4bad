import { useState, type FormEvent } from 'react';
import { cannedReplySchema, describeIssues, SUPPORT_LIMITS } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useCannedReplies } from '../hooks/use-support.ts';
import styles from './CannedReplies.module.css';

/** Support's saved answers: one chosen goes into the reply box, to edit before sending; the list is managed in a dialog. */
export function CannedReplyPicker({ insert }: { insert: (text: string) => void }) {
  const { list } = useCannedReplies();
  const [chosen, setChosen] = useState('');
  const [managing, setManaging] = useState(false);
  const replies = list.data ?? [];
  const reply = replies.find((one) => String(one.id) === chosen);

  return (
    <div className={styles.picker}>
      <SelectField label="Canned reply" name="canned" value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{list.isPending ? 'Loading...' : replies.length === 0 ? 'None saved yet' : 'Choose one'}</option>
        {replies.map((one) => (
          <option key={one.id} value={one.id}>
            {one.title}
          </option>
        ))}
      </SelectField>
      <Button
        size="sm"
        variant="secondary"
        disabled={!reply}
        onClick={() => {
          if (!reply) return;
          insert(reply.text);
          setChosen('');
        }}
      >
        Insert
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setManaging(true)}>
        Manage canned replies
      </Button>
      {managing && <ManageCannedReplies onClose={() => setManaging(false)} />}
    </div>
  );
}

function ManageCannedReplies({ onClose }: { onClose: () => void }) {
  const { list, add, remove } = useCannedReplies();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const form = useFormSubmit('The canned reply could not be saved');
  const [removeError, setRemoveError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = cannedReplySchema.safeParse({ title, text });
    if (!parsed.success) return form.fail(`❌ ${describeIssues(parsed.error.issues)}`);
    void form.run(async () => {
      await add.mutateAsync(parsed.data);
      setTitle('');
      setText('');
    });
  };

  return (
    <Dialog title="Canned replies" subtitle="Saved answers any admin can put into a reply." onClose={onClose}>
      <div className={styles.manage}>
        {list.isPending ? (
          <StatusLine tone="loading">Loading canned replies...</StatusLine>
        ) : list.isError ? (
          <StatusLine tone="error">{`❌ ${errorMessage(list.error, 'Failed to load canned replies')}`}</StatusLine>
        ) : list.data.length === 0 ? (
          <StatusLine tone="empty">No canned replies yet.</StatusLine>
        ) : (
          <ul className={styles.list} aria-label="Saved replies">
            {list.data.map((one) => (
              <li key={one.id} className={styles.item}>
                <div className={styles.itemText}>
                  <p className={styles.title}>{one.title}</p>
                  <p className={styles.text}>{one.text}</p>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  busy={remove.isPending && remove.variables === one.id}
                  onClick={() => {
                    setRemoveError(null);
                    remove.mutate(one.id, { onError: (error) => setRemoveError(`❌ ${errorMessage(error, 'The canned reply could not be deleted')}`) });
                  }}
                >
                  Delete<span className="visually-hidden">{` ${one.title}`}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FormMessage message={removeError} tone="error" />
        <form className={styles.form} onSubmit={submit} aria-label="Add a canned reply" noValidate>
          <TextField label="Title" name="title" maxLength={SUPPORT_LIMITS.cannedTitleMaxLength} value={title} onChange={(event) => setTitle(event.target.value)} />
          <TextAreaField label="Reply" name="text" rows={4} maxLength={SUPPORT_LIMITS.messageMaxLength} value={text} onChange={(event) => setText(event.target.value)} />
          <FormMessage message={form.error} tone="error" />
          <div>
            <Button type="submit" busy={form.busy}>
              {form.busy ? 'Saving...' : 'Save reply'}
            </Button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
