import { useState } from 'react';
import { formatIndianTime, selfExclusionEnd } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { updateProfile } from '../api/profile-api.ts';
import { useProfile, useStoreProfile } from '../hooks/use-profile.ts';
import styles from './ProfileSections.module.css';

/** The pauses offered, from a week to six months (26 weeks, the most the server allows). */
export const PAUSES = [
  { days: 7, label: '1 week' },
  { days: 14, label: '2 weeks' },
  { days: 30, label: '1 month' },
  { days: 91, label: '3 months' },
  { days: 182, label: '6 months' },
] as const;

/**
 * Self-exclusion: pause the account for a week to six months. While it runs the player joins no
 * contest and adds no funds, but signs in, sees everything and withdraws. A dialog says plainly,
 * before it starts, that it cannot be lifted early.
 */
export function SelfExclusion() {
  const profile = useProfile();
  const store = useStoreProfile();
  const [days, setDays] = useState<number>(PAUSES[0].days);
  const [confirming, setConfirming] = useState(false);
  const form = useFormSubmit('Could not pause your account. Try again.', { prefix: '' });

  if (!profile.data) return null;
  const until = profile.data.selfExcludedUntil;
  if (until && new Date(until).getTime() > Date.now()) {
    return (
      <div className={styles.section}>
        <p className={styles.paused}>Your account is paused until {formatIndianTime(until)}.</p>
        <p className={styles.note}>
          Until then you can sign in, see your account and withdraw winnings, but not join contests or add funds. The pause ends by itself; it cannot be lifted early.
        </p>
      </div>
    );
  }

  const choice = PAUSES.find((pause) => pause.days === days) ?? PAUSES[0];
  const ends = selfExclusionEnd(null, days, new Date());
  const endsAt = 'until' in ends ? ends.until : ends.keeps;

  const pause = () =>
    void form.run(async () => {
      const updated = await updateProfile({ selfExcludeDays: days });
      store(updated);
      setConfirming(false);
      toast.success(`Your account is paused until ${formatIndianTime(updated.selfExcludedUntil ?? endsAt)}.`);
    });

  return (
    <div className={styles.section}>
      <p className={styles.note}>Need a break? Pause your account: no contests and no deposits until the pause ends. You can still sign in and withdraw winnings.</p>
      <div className={styles.inline}>
        <SelectField label="Pause for" name="pause" value={String(days)} onChange={(event) => setDays(Number(event.target.value))}>
          {PAUSES.map((pause) => (
            <option key={pause.days} value={pause.days}>
              {pause.label}
            </option>
          ))}
        </SelectField>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Pause my account
        </Button>
      </div>
      {confirming && (
        <Dialog title="Pause your account?" subtitle={`For ${choice.label}, until ${formatIndianTime(endsAt)}`} onClose={() => setConfirming(false)}>
          <div className={styles.section}>
            <p>
              Until then you cannot join any contest, free ones included, or add funds. You can still sign in, see your account and withdraw your winnings.
            </p>
            <p className={styles.warning}>A pause cannot be lifted early. It ends by itself on {formatIndianTime(endsAt)}.</p>
            <div className={styles.dialogActions}>
              <Button variant="danger" busy={form.busy} onClick={pause}>
                {form.busy ? 'Pausing...' : `Pause for ${choice.label}`}
              </Button>
              <Button variant="secondary" disabled={form.busy} onClick={() => setConfirming(false)}>
                Keep playing
              </Button>
            </div>
            <FormMessage tone="error" message={form.error} />
          </div>
        </Dialog>
      )}
    </div>
  );
}
