import { useId, useState, type FormEvent } from 'react';
import { describeIssues, kycInputSchema, type KycInput, type KycView } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentPassword } from '../../../lib/use-current-password.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { saveKyc } from '../api/profile-api.ts';
import { useProfile, useStoreProfile } from '../hooks/use-profile.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './ProfileSections.module.css';

type Payout = 'BANK' | 'UPI';

const EMPTY = { pan: '', name: '', ifsc: '', accountNumber: '', upi: '' };

/** KYC as saved: every number masked, and where withdrawals go. */
function SavedKyc({ kyc, onChange }: { kyc: KycView; onChange: () => void }) {
  return (
    <div className={styles.section}>
      <dl className={styles.facts}>
        <div>
          <dt>PAN</dt>
          <dd>{kyc.pan}</dd>
        </div>
        <div>
          <dt>Name as on PAN</dt>
          <dd>{kyc.name}</dd>
        </div>
        <div>
          <dt>Withdrawals go to</dt>
          <dd>{kyc.description}</dd>
        </div>
        <div>
          <dt>Saved</dt>
          <dd>
            <time dateTime={kyc.updatedAt}>{formatDateTime(kyc.updatedAt)}</time>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" size="sm" className={styles.start} onClick={onChange}>
        Change KYC
      </Button>
    </div>
  );
}

/**
 * KYC for withdrawals: the PAN, the name as on it, and where the money goes (a bank account with
 * its IFSC, or a UPI id), checked with the server's own formats and words. Once saved it shows
 * masked, with a way to replace it: replacing it asks for the current password (a stolen sign-in
 * must not be able to send the winnings elsewhere), and withdrawals to a new destination open
 * 24 hours later.
 */
export function KycSection() {
  const profile = useProfile();
  const store = useStoreProfile();
  const [editing, setEditing] = useState(false);
  const [payout, setPayout] = useState<Payout>('BANK');
  const [fields, setFields] = useState(EMPTY);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useFormSubmit('Could not save your KYC. Try again.', { prefix: '' });
  const current = useCurrentPassword();
  const groupName = useId();

  if (!profile.data) return null;
  const kyc = profile.data.kyc;
  if (kyc && !editing) {
    return (
      <>
        <SavedKyc
          kyc={kyc}
          onChange={() => {
            setSaved(null);
            setEditing(true);
          }}
        />
        <FormMessage tone="success" message={saved} />
      </>
    );
  }

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: KycInput =
      payout === 'BANK' ? { pan: fields.pan, name: fields.name, ifsc: fields.ifsc, accountNumber: fields.accountNumber } : { pan: fields.pan, name: fields.name, upi: fields.upi };
    const parsed = kycInputSchema.safeParse(body);
    if (!parsed.success) return form.fail(describeIssues(parsed.error.issues));
    if (kyc && current.value === '') return current.fail('Enter your current password to change where withdrawals go.');
    const change: KycInput = kyc ? { ...body, currentPassword: current.value } : body;
    void form.run(async () => {
      let savedKyc: KycView;
      try {
        savedKyc = await saveKyc(change);
      } catch (caught) {
        if (current.claim(caught)) return;
        throw caught;
      }
      store({ ...profile.data!, kyc: savedKyc });
      setFields(EMPTY);
      current.reset();
      setEditing(false);
      setSaved(
        `Your KYC is saved. Withdrawals go to ${savedKyc.description}.` +
          (kyc ? ' We have e-mailed you about the change; withdrawals to a new account or UPI id open 24 hours after it.' : ''),
      );
    });
  };

  return (
    <form className={layout.form} onSubmit={submit} aria-label="KYC" noValidate>
      <div className={layout.row}>
        <TextField label="PAN" name="pan" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="ABCDE1234F" value={fields.pan} onChange={set('pan')} />
        <TextField label="Name as on PAN" name="panName" autoComplete="name" value={fields.name} onChange={set('name')} />
      </div>
      <fieldset className={styles.choice}>
        <legend className={styles.choiceLegend}>Where withdrawals go</legend>
        {(['BANK', 'UPI'] as const).map((kind) => (
          <label key={kind} className={styles.option}>
            <input type="radio" name={groupName} value={kind} checked={payout === kind} onChange={() => setPayout(kind)} />
            {kind === 'BANK' ? 'Bank account' : 'UPI'}
          </label>
        ))}
      </fieldset>
      {payout === 'BANK' ? (
        <div className={layout.row}>
          <TextField label="IFSC" name="ifsc" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="HDFC0001234" value={fields.ifsc} onChange={set('ifsc')} />
          <TextField label="Account number" name="accountNumber" inputMode="numeric" autoComplete="off" value={fields.accountNumber} onChange={set('accountNumber')} />
        </div>
      ) : (
        <TextField label="UPI id" name="upi" autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="name@bank" value={fields.upi} onChange={set('upi')} />
      )}
      {kyc && <TextField {...current.field} hint="Changing where withdrawals go needs your password. Withdrawals to a new account or UPI id open 24 hours after the change." />}
      <p className={styles.note}>Your PAN and account are used only to pay your withdrawals and to report the tax withheld. They are shown masked once saved.</p>
      <div className={layout.actions}>
        <Button type="submit" busy={form.busy}>
          {form.busy ? 'Saving...' : 'Save KYC'}
        </Button>
        {kyc && (
          <Button
            variant="ghost"
            disabled={form.busy}
            onClick={() => {
              current.reset();
              setEditing(false);
            }}
          >
            Keep the saved KYC
          </Button>
        )}
      </div>
      <FormMessage tone="error" message={form.error} />
    </form>
  );
}
