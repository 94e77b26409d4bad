import type { ContestStatus, PrizeTemplate } from '@crease/game';
import { notFound } from '../../errors.ts';
import type { StoredPrize } from './contests.schema.ts';

/** A prize table row in paise, as stored. */
export type { StoredPrize };

export const contestNotFound = (id: number) => notFound(`Contest ${id} was not found.`);

/** A contest as the leaderboard and settlement see it: its status now, its prizes, whether its results are fixed. */
export interface RankedContest {
  id: number;
  name: string;
  matchId: number;
  status: ContestStatus;
  prizes: StoredPrize[];
  resultsAt: Date | null;
  resultDistributed: boolean;
  /** Made by a player for friends: its table is for its entrants. */
  isPrivate: boolean;
}

/** A place in a public list: a contest's start time, then its id. */
export type ContestPosition = { at: Date; id: number };

export interface ContestFilter {
  /** Any of these statuses (none: every status). */
  status?: readonly ContestStatus[] | undefined;
  matchId?: number | undefined;
}

/** Who asks for a contest: a private one is shown to its entrants, and to whoever has its code. */
export interface ContestViewer {
  userId: number | null;
  inviteCode?: string | null | undefined;
  /** Admins see every contest. */
  admin?: boolean;
}

/** Who is asking about a contest: the signed-in user, if any (an admin sees all), and the code they came with. */
export function contestViewer(user: { id: number; role: string } | null | undefined, inviteCode: string | undefined): ContestViewer {
  if (user?.role === 'ROLE_ADMIN') return { userId: user.id, inviteCode: null, admin: true };
  return { userId: user?.id ?? null, inviteCode };
}

/** Whether a user has an entry in a contest (the entries module answers; app.ts wires it). */
export type EntrantCheck = (contestId: number, userId: number) => Promise<boolean>;

/** A private contest as the private-contests module makes it, inside its transaction. */
export interface PrivateContestValues {
  matchId: number;
  name: string;
  entryFeePaise: number;
  spots: number;
  prizeTemplate: PrizeTemplate;
  platformShareBps: number;
  creatorId: number;
  inviteCode: string;
}
