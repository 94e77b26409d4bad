// Accounts, where they are signed in, and the single-use links sent to them by e-mail (owned by
// the auth module).

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Stored lower-case; unique without regard to case. */
    email: text('email').notNull(),
    /** Argon2id; null for an account that signs in with Google only. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['ROLE_USER', 'ROLE_ADMIN'] }).notNull().default('ROLE_USER'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSubject: text('google_subject'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // Admins find an account by the start of its address (LIKE 'asha@%').
    index('users_email_prefix_idx').on(table.email.op('text_pattern_ops')),
    uniqueIndex('users_google_subject_key').on(table.googleSubject),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_role_known', sql`${table.role} in ('ROLE_USER', 'ROLE_ADMIN')`),
  ],
);

/** Single-use links sent by e-mail: address verification and password reset. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['VERIFY_EMAIL', 'RESET_PASSWORD'] }).notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auth_tokens_hash_key').on(table.tokenHash), index('auth_tokens_user_idx').on(table.userId, table.purpose)],
);

/**
 * Every sign-in is a session until it is signed out, ended by a password change or reset or a
 * change of role, or
 * expires with its token (`expires_at`). The token names it (its `sid` claim); the server keeps
 * the sessions it has checked in memory and hears of ended ones from every process.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    /** Random, unguessable: the token's `sid`. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Kept to about a minute: written in batches, off the request path. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** How it ended: SESSION_END_REASONS in packages/game. */
    endReason: text('end_reason', { enum: ['LOGOUT', 'SIGNED_OUT', 'PASSWORD_CHANGED', 'PASSWORD_RESET', 'ROLE_CHANGED'] }),
  },
  (table) => [
    // A person's sessions, newest first (the list), and whether a device signed in before.
    index('user_sessions_user_idx').on(table.userId, table.createdAt, table.id),
    check('user_sessions_ended_whole', sql`(${table.endedAt} is null) = (${table.endReason} is null)`),
  ],
);
