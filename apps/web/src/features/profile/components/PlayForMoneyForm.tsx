import { useState, type FormEvent } from 'react';
import { describeIssues, INDIAN_STATES, profileUpdateSchema, SUPPORT_EMAIL, type ProfileUpdateInput } from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useServerConfig } from '../../../lib/server-config.ts';
import { updateProfile } from '../api/profile-api.ts';
import { useProfile, useStandingProblem, useStoreProfile } from '../hooks/use-profile.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './ProfileSections.module.css';

const dateOfBirthFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar date as written on a form ('1995-06-15') in words: '15 June 1995'. */
const inWords = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : dateOfBirthFormat.format(at);
};

/** A date of birth once given: shown, not edited; the server refuses another (409), and support corrects a mistake. */
function SavedDateOfBirth({ date }: { date: string }) {
  return (
    <div className={styles.fixed}>
      <dl className={styles.facts}>
        <div>
          <dt>Date of birth</dt>
          <dd>
            <time dateTime={date}>{inWords(date)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        Contact support to correct it: <a href={`mailto:${SUPPORT_EMAIL}?subject=Correct%20my%20date%20of%20birth`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}

/** Today in the reader's calendar, for the date field's upper bound. */
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * What paid play asks of a player beyond a verified e-mail: a date of birth (18 or older) and a
 * state of residence where it is offered. Says first whether the player may play paid contests
 * now, in the server's words. The date of birth is given once (then shown, for support to
 * correct); a state can change once in 30 days, and the server's refusal says when it can again.
 */
export function PlayForMoneyForm() {
  const profile = useProfile();
  const config = useServerConfig();
  const problem = useStandingProblem('PAID_CONTEST');
  const store = useStoreProfile();
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useFormSubmit('Could not save your details. Try again.', { prefix: '' });

  if (!profile.data) return null;
  const savedDate = profile.data.dateOfBirth;
  const shownDate = dateOfBirth ?? savedDate ?? '';
  const shownState = state ?? profile.data.state ?? '';
  const restricted = new Set(config.data?.restrictedStates ?? []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    // Only what changed is sent: a state sent again unchanged must not count as a change.
    const changes: ProfileUpdateInput = {};
    if (!savedDate && shownDate !== '') changes.dateOfBirth = shownDate;
    if (shownState !== '' && shownState !== profile.data!.state) changes.state = shownState;
    if (Object.keys(changes).length === 0) {
      return form.fail(savedDate && profile.data!.state ? 'Choose a different state to change it.' : 'Enter your date of birth and choose your state.');
    }
    const parsed = profileUpdateSchema.safeParse(changes);
    if (!parsed.success) return form.fail(describeIssues(parsed.error.issues));
    void form.run(async () => {
      store(await updateProfile(changes));
      setDateOfBirth(null);
      setState(null);
      setSaved('Saved.');
    });
  };

  return (
    <div className={styles.section}>
      {problem === null ? (
        <p className={styles.ok}>You can play paid contests and add funds.</p>
      ) : problem ? (
        <p className={styles.problem}>{problem.message}</p>
      ) : null}
      <form className={layout.form} onSubmit={submit} aria-label="Your age and state" noValidate>
        {savedDate && <SavedDateOfBirth date={savedDate} />}
        <div className={layout.row}>
          {!savedDate && (
            <TextField
              label="Date of birth"
              type="date"
              name="dateOfBirth"
              min="1900-01-01"
              max={today()}
              value={shownDate}
              onChange={(event) => setDateOfBirth(event.target.value)}
              hint="Paid contests are for players 18 or older. It cannot be changed once saved."
            />
          )}
          <SelectField label="State of residence" name="state" value={shownState} onChange={(event) => setState(event.target.value)} hint="Paid play is not offered in every state. It can change once in 30 days.">
            <option value="" disabled>
              Choose your state
            </option>
            {INDIAN_STATES.map((name) => (
              <option key={name} value={name}>
                {restricted.has(name) ? `${name} (paid contests not offered)` : name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={layout.actions}>
          <Button type="submit" busy={form.busy}>
            {form.busy ? 'Saving...' : 'Save'}
          </Button>
        </div>
        <FormMessage tone="error" message={form.error} />
        <FormMessage tone="success" message={form.error ? null : saved} />
      </form>
    </div>
  );
}
