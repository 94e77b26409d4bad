import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;

/** A required text field whose messages name the field, for a missing value and a wrong type. */
function requiredText(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`),
  });
}

export const emailField = requiredText('E-mail')
  .trim()
  .min(1, 'E-mail is required.')
  .max(254, 'E-mail can be at most 254 characters.')
  .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' }))
  .transform((email) => email.toLowerCase());

export const registerSchema = z.object({
  name: requiredText('Name')
    .trim()
    .min(1, 'Name is required.')
    .max(NAME_MAX_LENGTH, `Name can be at most ${NAME_MAX_LENGTH} characters.`),
  email: emailField,
  password: requiredText('Password')
    .min(1, 'Password is required.')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters.`),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  // No length rule at login: an account's password is checked, not its shape.
  password: requiredText('Password').min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH, 'Incorrect e-mail or password.'),
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * One readable sentence per field with a problem (its first problem), in the order of the
 * fields: what a form shows under itself and what the server sends as `message`.
 */
export function describeIssues(issues: readonly { message: string; path?: readonly PropertyKey[] }[]): string {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = (issue.path ?? []).map(String).join('.');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...new Set(byField.values())].join(' ');
}
