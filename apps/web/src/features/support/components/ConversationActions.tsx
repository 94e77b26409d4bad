import { useState } from 'react';
import type { SupportConversationView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { assignConversation, closeConversation, reopenConversation } from '../api/support-api.ts';
import styles from './ConversationActions.module.css';

interface ConversationActionsProps {
  conversation: SupportConversationView;
  /** The signed-in admin's id. */
  me: number;
  onChanged: () => void;
}

/** Support's actions on a conversation: take it (or let it go), close it or open it again, each confirmed. */
export function ConversationActions({ conversation, me, onChanged }: ConversationActionsProps) {
  const [confirming, setConfirming] = useState<'close' | 'reopen' | null>(null);
  const assign = useFormSubmit('The conversation could not be assigned', { prefix: '❌ ' });
  const change = useFormSubmit('The conversation could not be changed', { prefix: '❌ ' });
  const mine = conversation.assignee?.id === me;

  const setAssignee = (adminId: number | null) =>
    void assign.run(async () => {
      await assignConversation(conversation.id, adminId);
      onChanged();
    });

  const confirm = () =>
    void change.run(async () => {
      if (confirming === 'close') await closeConversation(conversation.id);
      else await reopenConversation(conversation.id);
      setConfirming(null);
      onChanged();
    });

  return (
    <div className={styles.actions}>
      <p className={styles.assignee}>{conversation.assignee ? `Assigned to ${mine ? 'you' : conversation.assignee.name}` : 'Not assigned'}</p>
      <div className={styles.buttons}>
        {mine ? (
          <Button size="sm" variant="secondary" busy={assign.busy} onClick={() => setAssignee(null)}>
            Unassign
          </Button>
        ) : (
          <Button size="sm" variant="secondary" busy={assign.busy} onClick={() => setAssignee(me)}>
            Assign to me
          </Button>
        )}
        {conversation.state === 'CLOSED' ? (
          <Button size="sm" variant="secondary" onClick={() => setConfirming('reopen')}>
            Reopen
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => setConfirming('close')}>
            Close conversation
          </Button>
        )}
      </div>
      <FormMessage message={assign.error} tone="error" />
      {confirming && (
        <Dialog title={confirming === 'close' ? 'Close this conversation?' : 'Reopen this conversation?'} subtitle={conversation.subject} onClose={() => setConfirming(null)}>
          <div className={styles.dialog}>
            <p>
              {confirming === 'close'
                ? `It leaves the open conversations. ${conversation.playerName} can still read it, and writing again opens it.`
                : 'It goes back to the open conversations, for support to answer.'}
            </p>
            <FormMessage message={change.error} tone="error" />
            <div className={styles.buttons}>
              <Button variant={confirming === 'close' ? 'danger' : 'primary'} busy={change.busy} onClick={confirm}>
                {confirming === 'close' ? (change.busy ? 'Closing...' : 'Close it') : change.busy ? 'Reopening...' : 'Reopen it'}
              </Button>
              <Button variant="secondary" disabled={change.busy} onClick={() => setConfirming(null)}>
                Keep as it is
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
