import { useState } from 'react';
import type { AdminReferralView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { Facts } from '../../../components/ui/Facts.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { LoadMore } from '../../../components/ui/LoadMore.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { approveReferral, rejectReferral } from '../api/referrals-api.ts';
import { useHeldReferrals, useRefreshReferrals } from '../hooks/use-referrals.ts';
import { HOLD_REASON_WORDS } from '../referral-words.ts';
import record from '../../../components/ui/Record.module.css';
import styles from './HeldReferrals.module.css';

function HeldReferral({ referral, onDecided }: { referral: AdminReferralView; onDecided: () => void }) {
  const [note, setNote] = useState('');
  const form = useFormSubmit('The referral could not be decided');
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const decide = (decision: 'approve' | 'reject') => {
    setDeciding(decision);
    void form.run(async () => {
      await (decision === 'approve' ? approveReferral : rejectReferral)(referral.id, note.trim() || undefined);
      onDecided();
    });
  };
  const name = `${referral.referrer.name} referred ${referral.referee.name}`;

  return (
    <li className={record.item} aria-label={name}>
      <div className={record.head}>
        <p className={record.name}>{name}</p>
        <p className={record.aside}>{referral.holdReasons.map((reason) => HOLD_REASON_WORDS[reason]).join(', ')}</p>
      </div>
      <Facts
        facts={[
          { term: 'Referrer', value: `${referral.referrer.name} (${referral.referrer.email})` },
          { term: 'Friend', value: `${referral.referee.name} (${referral.referee.email})` },
          { term: 'Signed up', value: formatDateTime(referral.signedUpAt) },
          { term: 'Qualified', value: referral.qualifiedAt ? formatDateTime(referral.qualifiedAt) : 'Not yet' },
        ]}
      />
      <div className={styles.decide}>
        <TextField label="Note (optional)" name={`note-${referral.id}`} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        <div className={styles.buttons}>
          <Button size="sm" busy={form.busy && deciding === 'approve'} disabled={form.busy} onClick={() => decide('approve')}>
            Approve<span className="visually-hidden">{` ${name}`}</span>
          </Button>
          <Button size="sm" variant="danger" busy={form.busy && deciding === 'reject'} disabled={form.busy} onClick={() => decide('reject')}>
            Reject<span className="visually-hidden">{` ${name}`}</span>
          </Button>
        </div>
      </div>
      <FormMessage message={form.error} tone="error" />
    </li>
  );
}

/** Referrals held for review (a shared PAN, payout account or address): approve pays both bonuses, reject pays none. */
export function HeldReferrals() {
  const list = useHeldReferrals();
  const refresh = useRefreshReferrals();
  if (list.isPending) return <StatusLine tone="loading">Loading held referrals...</StatusLine>;
  if (list.isLoadingError) return <StatusLine tone="error">{`❌ ${errorMessage(list.error, 'Failed to load held referrals')}`}</StatusLine>;
  if (list.items.length === 0) return <StatusLine tone="empty">No referrals are waiting for review.</StatusLine>;
  return (
    <div className={styles.wrap}>
      <ul className={record.list}>
        {list.items.map((referral) => (
          <HeldReferral key={referral.id} referral={referral} onDecided={() => void refresh()} />
        ))}
      </ul>
      <LoadMore list={list} failed="Failed to load more referrals" />
    </div>
  );
}
