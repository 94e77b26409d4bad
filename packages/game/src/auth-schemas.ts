// Accounts: the request schemas the sign-up, sign-in and link forms and the API validate with,
// and the account as the API answers with it.

import { z } from 'zod';
import { referralCodeField } from './referral-schemas.ts';
import { ROLES } from './roles.ts';

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

/** The rule for a new password (at sign-up, a reset, a change), its messages naming it as `label`. */
export function newPasswordField(label: string) {
  return requiredText(label)
    .min(1, `${label} is required.`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `${label} can be at most ${PASSWORD_MAX_LENGTH} characters.`);
}

export const passwordField = newPasswordField('Password');

/**
 * The password a signed-in person types again to confirm a change that matters (a payout
 * destination, the e-mail address, the password): checked, not shaped, like a sign-in's.
 */
export const currentPasswordField = requiredText('currentPassword')
  .min(1, 'currentPassword is required.')
  .max(PASSWORD_MAX_LENGTH, 'currentPassword does not match your password.');

export const registerSchema = z.object({
  name: requiredText('Name')
    .trim()
    .min(1, 'Name is required.')
    .max(NAME_MAX_LENGTH, `Name can be at most ${NAME_MAX_LENGTH} characters.`),
  email: emailField,
  password: passwordField,
  /** A friend's Refer and Earn code (an unknown one is refused, naming referralCode). */
  referralCode: referralCodeField,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  // No length rule at login: an account's password is checked, not its shape.
  password: requiredText('Password').min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH, 'Incorrect e-mail or password.'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The token of a single-use link from an e-mail, as the verification and reset pages send it. */
const linkTokenField = z.string({ error: 'The link is missing its token.' }).trim().min(1, 'The link is missing its token.').max(200);

export const forgotPasswordSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({ token: linkTokenField, password: passwordField });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export const verifyEmailSchema = z.object({ token: linkTokenField });

/** Google's ID token from Sign in with Google. */
export const googleSignInSchema = z.object({
  credential: z.string({ error: 'credential is required.' }).min(1, 'credential is required.').max(4096),
  /** A friend's Refer and Earn code, used when this sign-in makes a new account. */
  referralCode: referralCodeField,
});

/** An account as the API shows it to its owner. */
export const accountView = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
});
export type AccountView = z.infer<typeof accountView>;

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
