import type { AccountView } from '@crease/game';
import type { UserRow } from './auth.queries.ts';

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
