import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InviteGuard } from '../../lib/invite-guard.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MatchesService } from '../matches/matches.service.ts';
import { ContestAdmin } from './contest-admin.ts';
import { ContestCatalogue } from './contest-catalogue.ts';
import { ContestResults } from './contest-results.ts';
import { PrivateContestStore } from './private-contest-store.ts';

export type { ContestRow } from './contests.queries.ts';
export * from './contest-types.ts';
export type { ContestAdmin, ContestCatalogue, ContestResults, PrivateContestStore };
export type { SettlingContest } from './contest-results.ts';

export interface ContestsDeps {
  db: Db;
  matches: MatchesService;
  /** The serialised pages of the public lists, in every process. */
  cache: ReadCache;
  clock: Clock;
  /** PAID_PLAY: off, no contest gets an entry fee. */
  paidPlay: boolean;
  /** The names of private contests' makers. */
  auth: Pick<AuthService, 'namesOf'>;
  /** Counts wrong invite codes, as every way in by code does. */
  invites: InviteGuard;
  /** Where an admin's cancellation is recorded. */
  audit: AuditService;
}

/**
 * The contests module, in the four parts other modules use: the catalogue readers see (lists,
 * one contest, who may see a private one), administration (make, edit, cancel, follow the
 * match), private contests' rows, and what ranking and settlement read and mark.
 */
export interface ContestsService {
  catalogue: ContestCatalogue;
  admin: ContestAdmin;
  privates: PrivateContestStore;
  results: ContestResults;
}

export function createContests(deps: ContestsDeps): ContestsService {
  const { db, matches, cache, clock, paidPlay, auth, invites, audit } = deps;
  const catalogue = new ContestCatalogue({ db, matches, cache, clock, auth, invites });
  const admin = new ContestAdmin({ db, matches, catalogue, clock, paidPlay, audit });
  return {
    catalogue,
    admin,
    privates: new PrivateContestStore({ matches, admin, clock }),
    results: new ContestResults({ matches, clock }),
  };
}
