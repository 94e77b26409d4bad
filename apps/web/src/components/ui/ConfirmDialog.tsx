import type { ReactNode } from 'react';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { FormMessage } from './FormMessage.tsx';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  /** The question, e.g. 'Delete V Kohli?'. */
  title: ReactNode;
  /** What it acts on, under the title. */
  subtitle?: ReactNode;
  /** What happens if it goes ahead. */
  children: ReactNode;
  /** The button that goes ahead, saying what it does: 'Delete player'. */
  confirmLabel: string;
  /** What that button says while the call runs: 'Deleting...'. */
  busyLabel?: string;
  /** The button that changes nothing. */
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** The action; a failure is said in the dialog, which stays open to try again. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Put before the failure's message. */
  errorPrefix?: string;
  /** What to say when the failure has no message of its own. */
  failed?: string;
}

/**
 * The app's own "are you sure?" for what cannot be taken back: the question, what follows, a
 * button that says what it does and one that keeps things as they are. It closes itself once the
 * action has been done; a refusal stays on it, in its words.
 */
export function ConfirmDialog({
  title,
  subtitle,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Keep it',
  tone = 'danger',
  onConfirm,
  onClose,
  errorPrefix = '❌ ',
  failed = 'Something went wrong.',
}: ConfirmDialogProps) {
  const form = useFormSubmit(failed, { prefix: errorPrefix });
  const confirm = () =>
    void form.run(async () => {
      await onConfirm();
      onClose();
    });

  return (
    <Dialog title={title} subtitle={subtitle} onClose={() => !form.busy && onClose()}>
      <div className={styles.body}>
        <div className={styles.text}>{children}</div>
        <FormMessage message={form.error} tone="error" />
        <div className={styles.actions}>
          <Button variant={tone} busy={form.busy} onClick={confirm}>
            {form.busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
          <Button variant="secondary" disabled={form.busy} onClick={onClose}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
