import type { AccountView, SessionView } from '@crease/game';
import type { SessionRow, UserRow } from './auth.queries.ts';

/** An account as its owner sees it: never the password hash or the Google subject. */
export function presentAccount(row: UserRow): AccountView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** An account as admins find it (the profile module adds what its owner declared for paid play). */
export function presentAccountRecord(row: UserRow): AccountRecord {
  return { ...presentAccount(row), createdAt: row.createdAt.toISOString() };
}

export type AccountRecord = AccountView & { createdAt: string };

/** A place its owner is signed in; the one asking was last seen now. */
export function presentSession(row: SessionRow, currentId: string): SessionView {
  const current = row.id === currentId;
  return {
    id: row.id,
    current,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (current ? new Date() : row.lastSeenAt).toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
  };
}
