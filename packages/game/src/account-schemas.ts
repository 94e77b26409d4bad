// A signed-in person's account beyond the profile: where they are signed in (sessions), their
// password and e-mail address, and what admins see and correct of an account. The request
// schemas the forms and the API validate with, and the shapes the API answers with.

import { z } from 'zod';
import { accountView, currentPasswordField, emailField, newPasswordField } from './auth-schemas.ts';
import { requiredTextField } from './catalogue-schemas.ts';
import { dateOfBirthField } from './money-schemas.ts';
import { ROLES } from './roles.ts';

/** Where people write when something about their account needs a person (a date of birth to correct). */
export const SUPPORT_EMAIL = 'support@crease.in';

// ---------------------------------------------------------------------------------------------
// Sessions: every sign-in is one, until it is signed out or its token expires.

/** `GET /api/user/sessions`: one place you are signed in, newest first. */
export const sessionView = z.object({
  id: z.string().describe('The session; `DELETE /api/user/sessions/{id}` signs it out'),
  current: z.boolean().describe('The session of the token that asked'),
  createdAt: z.string().describe('When it signed in'),
  lastSeenAt: z.string().describe('When it was last used (kept to about a minute)'),
  userAgent: z.string().nullable().describe('The browser or app it signed in from, as it named itself'),
  ip: z.string().nullable().describe('The address it signed in from'),
});
export type SessionView = z.infer<typeof sessionView>;

// ---------------------------------------------------------------------------------------------
// Password and e-mail address: each needs the current password.

/** `PUT /api/user/password`: the other sessions end; this one stays. */
export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField('New password') })
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ['newPassword'],
    message: 'New password must differ from the current one.',
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** `PUT /api/user/email`: the new address is verified again; the old one is told. */
export const changeEmailSchema = z.object({ email: emailField, currentPassword: currentPasswordField });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const changeEmailView = z.object({
  message: z.string(),
  user: accountView.describe('The account with its new address, not verified yet'),
});
export type ChangeEmailView = z.infer<typeof changeEmailView>;

// ---------------------------------------------------------------------------------------------
// Accounts as admins find and correct them.

/** `GET /api/admin/users?email=`: accounts whose address starts with it (every account without), newest first. */
export const adminUserListQuery = z.object({
  email: z
    .string({ error: 'email must be text.' })
    .trim()
    .max(254, 'email can be at most 254 characters.')
    .transform((text) => text.toLowerCase())
    .optional(),
});

/** An account as admins see it: who, and what they declared for paid play. */
export const adminAccountView = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  dateOfBirth: z.string().nullable(),
  state: z.string().nullable(),
});
export type AdminAccountView = z.infer<typeof adminAccountView>;

/** `PUT /api/admin/users/{id}/date-of-birth`: only an admin changes a date of birth once set, with a reason. */
export const adminDateOfBirthSchema = z.object({
  dateOfBirth: z.preprocess((value) => value ?? '', dateOfBirthField),
  reason: requiredTextField('Reason', 300).refine((text) => text.length >= 3, 'Reason must be at least 3 characters.'),
});
export type AdminDateOfBirthInput = z.input<typeof adminDateOfBirthSchema>;
