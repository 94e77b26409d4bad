// The audit log: what changed an account, moved money or changed results, by whom, when and from
// which address. No zod beyond the view and the list's filters.

import { z } from 'zod';

/**
 * The kinds recorded today. Modules may record kinds of their own (a dotted lower-case name,
 * like `withdrawal.paid`): the list filters by any such name.
 */
export const AUDIT_KINDS = [
  'sign_in.new_device',
  'session.ended',
  'password.changed',
  'password.reset',
  'email.changed',
  'kyc.changed',
  'profile.date_of_birth_changed',
  'profile.state_changed',
  'withdrawal.paid',
  'withdrawal.rejected',
  'match.completed',
  'match.abandoned',
  'lineups.announced',
  'delivery.removed',
  'scorecard.changed',
  'contest.cancelled',
  'role.changed',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How a session ended (`details.how` of `session.ended`). */
export const SESSION_END_REASONS = ['LOGOUT', 'SIGNED_OUT', 'PASSWORD_CHANGED', 'PASSWORD_RESET'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const AUDIT_KIND_PATTERN = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;

/** `GET /api/admin/audit`: newest first; `?userId=` the account it was about, `?kind=` one kind. */
export const auditListQuery = z.object({
  userId: z.coerce
    .number({ error: 'userId must be a number.' })
    .int('userId must be a whole number.')
    .positive('userId must be above 0.')
    .max(2_147_483_647, 'userId is too large.')
    .optional(),
  kind: z
    .string({ error: 'kind must be text.' })
    .trim()
    .max(100, 'kind can be at most 100 characters.')
    .refine((text) => AUDIT_KIND_PATTERN.test(text), 'kind must be a kind of event, like withdrawal.paid.')
    .optional(),
});

export const auditEventView = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable().describe('Who did it; null for the server itself (a command, the configuration)'),
  kind: z.string(),
  subjectUserId: z.number().nullable().describe('The account it was about'),
  ip: z.string().nullable().describe('The address it came from'),
  details: z.record(z.string(), z.unknown()).describe('What changed, before and after; account numbers masked'),
});
export type AuditEventView = z.infer<typeof auditEventView>;
