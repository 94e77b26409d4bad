import { useState } from 'react';
import { Button } from '../components/ui/Button.tsx';
import { Dialog } from '../components/ui/Dialog.tsx';
import { JoinSheet } from '../features/contests/components/JoinSheet.tsx';
import { useJoinPreview } from '../features/contests/hooks/use-entries.ts';
import { errorMessage } from '../lib/api-client.ts';
import { TopUp } from './join-refusal-dialog.tsx';

interface JoinSheetDialogProps {
  contestId: number;
  contestName: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Before a paid join: the join sheet over the picker, with Add cash (the wallet's Add Funds, here) when the balance is short. */
export function JoinSheetDialog({ contestId, contestName, busy, error, onConfirm, onClose }: JoinSheetDialogProps) {
  const preview = useJoinPreview(contestId);
  const [adding, setAdding] = useState(false);
  return (
    <Dialog title="Join contest" subtitle={contestName} onClose={onClose}>
      <JoinSheet
        preview={preview.data ?? null}
        loadError={preview.isError ? errorMessage(preview.error, 'Could not work out the fee. Try again.') : null}
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        addCash={
          adding ? (
            <TopUp missing={preview.data?.shortBy ?? 0} contestName={contestName} />
          ) : (
            <Button size="lg" block onClick={() => setAdding(true)}>
              Add cash
            </Button>
          )
        }
      />
    </Dialog>
  );
}
