import { useId, useState, type FormEvent } from 'react';
import { INVITE_CODE_LENGTH, inviteLinkPath, normaliseInviteCode } from '@crease/game';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import panelStyles from '../../../components/ui/Panel.module.css';
import styles from './JoinCodeForm.module.css';

export const NOT_A_CODE = `That is not an invite code: a code has ${INVITE_CODE_LENGTH} letters and numbers, like K7M2QX9P.`;

interface JoinCodeFormProps {
  /** The form's heading, e.g. 'Join with a code'. */
  title: string;
  /** Its heading level where it is placed. */
  headingLevel?: 2 | 3;
  /** A line under the heading. */
  intro?: string;
}

/**
 * "Join with a code": a friend's private contest code, typed as it comes (any case, spaces or
 * dashes between groups), opens its invitation at /join/CODE. A code that cannot be one is said
 * so here, without asking the server (which counts wrong codes).
 */
export function JoinCodeForm({ title, headingLevel = 2, intro }: JoinCodeFormProps) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = normaliseInviteCode(typed);
    if (!code) return setProblem(typed.trim() === '' ? 'Enter the invite code your friend sent.' : NOT_A_CODE);
    setProblem(null);
    void navigate(inviteLinkPath(code));
  };

  return (
    <section className={`${panelStyles.panel} ${styles.box}`} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          Invite code
        </label>
        <input
          id={`${id}-code`}
          className={styles.input}
          name="inviteCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Invite code"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">Join</Button>
      </form>
      <FormMessage message={problem} tone="error" />
    </section>
  );
}
