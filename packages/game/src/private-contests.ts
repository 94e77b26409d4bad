// Private contests and leagues: what players make for their friends. The prize templates (a pool
// from the fees less the platform's share, split by one of three rules), the invite codes, and
// the request and answer schemas both sides validate with.

import { z } from 'zod';
import { PRIZE_TEMPLATES, type PrizeTemplate } from './catalogue.ts';
import { numberField, requiredTextField, wholeNumber } from './catalogue-schemas.ts';
import { hasWholePaise, toPaise } from './money.ts';
import type { PaisePrize } from './results.ts';

// ---------------------------------------------------------------------------------------------
// Prize templates


/** How each template reads to a player choosing it. */
export const PRIZE_TEMPLATE_LABELS: Record<PrizeTemplate, { name: string; rule: string }> = {
  WINNER_TAKES_ALL: { name: 'Winner takes all', rule: 'The whole prize pool to the top team.' },
  TOP_3: { name: 'Top 3', rule: '50%, 30% and 20% to the top three teams.' },
  TOP_HALF: { name: 'Top half', rule: 'The top half of the teams share the pool equally.' },
};

const TOP_3_SHARES = [50, 30, 20];

/** The fees of `entries` teams at `feePaise` each, less the platform's share (basis points), rounded down to the paisa. */
export function privatePrizePoolPaise(entries: number, feePaise: number, shareBps: number): number {
  return Math.floor((entries * feePaise * (10_000 - shareBps)) / 10_000);
}

/**
 * A private contest's prize table for `entries` teams: before the deadline for its spots (what
 * it pays when full), from the deadline for the entries it has. Every amount is rounded down to
 * the paisa; what rounding leaves stays with the platform. Top 3 with fewer than three teams
 * shares the pool between the ranks there are in the same proportions (two teams: 62.5% and
 * 37.5%); Top half pays the best floor(n / 2) teams, at least one.
 */
export function privatePrizes(template: PrizeTemplate, entries: number, feePaise: number, shareBps: number): { poolPaise: number; prizes: PaisePrize[] } {
  const poolPaise = privatePrizePoolPaise(entries, feePaise, shareBps);
  if (poolPaise <= 0 || entries < 1) return { poolPaise: Math.max(0, poolPaise), prizes: [] };
  if (template === 'WINNER_TAKES_ALL') return { poolPaise, prizes: [{ fromRank: 1, toRank: 1, amountPaise: poolPaise }] };
  if (template === 'TOP_3') {
    const shares = TOP_3_SHARES.slice(0, Math.min(3, entries));
    const whole = shares.reduce((sum, share) => sum + share, 0);
    const prizes = shares.map((share, index) => ({ fromRank: index + 1, toRank: index + 1, amountPaise: Math.floor((poolPaise * share) / whole) }));
    return { poolPaise, prizes: prizes.filter((prize) => prize.amountPaise > 0) };
  }
  const winners = Math.max(1, Math.floor(entries / 2));
  const each = Math.floor(poolPaise / winners);
  return { poolPaise, prizes: each > 0 ? [{ fromRank: 1, toRank: winners, amountPaise: each }] : [] };
}

// ---------------------------------------------------------------------------------------------
// Invite codes: 8 characters from an alphabet without look-alikes (no I, L, O, 0 or 1), so a
// code read aloud or copied by hand still works. 31^8 is about 8.5 x 10^11 codes.

export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** A code as typed (any case, spaces or dashes between groups) in the form codes are stored; null when it cannot be one. */
export function normaliseInviteCode(typed: string): string | null {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (code.length !== INVITE_CODE_LENGTH) return null;
  for (const character of code) if (!INVITE_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** A new invite code from `randomIndex` (a uniform index below the alphabet's length, e.g. crypto.randomInt). */
export function makeInviteCode(randomIndex: (below: number) => number): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1) code += INVITE_CODE_ALPHABET[randomIndex(INVITE_CODE_ALPHABET.length)];
  return code;
}

/** The path of a private contest's share link (the web app opens it, asking to sign in first if needed). */
export const inviteLinkPath = (code: string) => `/join/${code}`;

// ---------------------------------------------------------------------------------------------
// Schemas

export const PRIVATE_CONTEST_MIN_SPOTS = 2;
/** The most spots by default; a deployment may allow more (PRIVATE_CONTEST_MAX_SPOTS). */
export const PRIVATE_CONTEST_DEFAULT_MAX_SPOTS = 100;
/** The most a deployment may allow. */
export const PRIVATE_CONTEST_SPOTS_CEILING = 10_000;
/** Open private contests (before their deadline) one player may have made at once, by default. */
export const PRIVATE_CONTESTS_OPEN_DEFAULT_MAX = 20;
/** The platform's share of a private contest's fees, by default, in percent. */
export const PRIVATE_CONTEST_DEFAULT_SHARE_PERCENT = 10;
export const PRIVATE_CONTEST_MAX_FEE_RUPEES = 10_000;

const idOf = (label: string) => wholeNumber(label, 1, 2_147_483_647);

export const privateContestInputSchema = z.object({
  matchId: idOf('matchId'),
  name: requiredTextField('Contest name', 60),
  spots: wholeNumber('spots', PRIVATE_CONTEST_MIN_SPOTS, PRIVATE_CONTEST_SPOTS_CEILING),
  entryFee: numberField('Entry fee').pipe(
    z
      .number()
      .min(0, 'Entry fee cannot be negative.')
      .max(PRIVATE_CONTEST_MAX_FEE_RUPEES, `Entry fee can be at most ₹${PRIVATE_CONTEST_MAX_FEE_RUPEES.toLocaleString('en-IN')}.`)
      .refine(hasWholePaise, 'Entry fee can have at most 2 decimals (paise).'),
  ),
  prizeTemplate: z.enum(PRIZE_TEMPLATES, { error: `prizeTemplate must be one of ${PRIZE_TEMPLATES.join(', ')}.` }),
  teamId: idOf('teamId'),
});
export type PrivateContestInput = z.input<typeof privateContestInputSchema>;
export type PrivateContestFields = z.output<typeof privateContestInputSchema>;

/** The prize table a private contest would have, for the form to show before it is made. */
export function privateContestPreview(fields: Pick<PrivateContestFields, 'spots' | 'entryFee' | 'prizeTemplate'>, sharePercent: number) {
  const feePaise = toPaise(fields.entryFee);
  const shareBps = Math.round(sharePercent * 100);
  const { poolPaise, prizes } = privatePrizes(fields.prizeTemplate, fields.spots, feePaise, shareBps);
  return { feesPaise: fields.spots * feePaise, sharePaise: fields.spots * feePaise - poolPaise, poolPaise, prizes };
}

export const inviteCodeParams = z.object({ code: z.string().max(64) });

// ---------------------------------------------------------------------------------------------
// Leagues

export const leagueInputSchema = z.object({
  name: requiredTextField('League name', 60),
  competition: requiredTextField('competition', 120),
});
export type LeagueInput = z.input<typeof leagueInputSchema>;

export const leagueJoinSchema = z.object({
  code: z.string({ error: 'code is required.' }).trim().min(1, 'code is required.').max(64, 'code is not a league code.'),
});

export const leagueSummaryView = z.object({
  id: z.number(),
  name: z.string(),
  competition: z.string(),
  inviteCode: z.string(),
  members: z.number(),
});
export type LeagueSummaryView = z.infer<typeof leagueSummaryView>;

export const leagueMatchView = z.object({
  id: z.number(),
  teamA: z.string(),
  teamB: z.string(),
  startTime: z.string(),
  state: z.enum(['SCHEDULED', 'LIVE', 'COMPLETED', 'ABANDONED']),
});

export const leagueTableRowView = z.object({
  rank: z.number().describe('Competition rank: 1, 2, 2, 4'),
  userId: z.number(),
  username: z.string(),
  totalPoints: z.number(),
  perMatch: z
    .array(z.object({ matchId: z.number(), points: z.number().describe("The member's best team in that match; 0 without a team") }))
    .describe('One per match of the league, in the order of `matches`'),
});
export type LeagueTableRowView = z.infer<typeof leagueTableRowView>;

export const leagueView = leagueSummaryView.extend({
  creatorId: z.number(),
  matches: z.array(leagueMatchView).describe('The competition\'s matches that have started, in order of start'),
  table: z.array(leagueTableRowView),
});
export type LeagueView = z.infer<typeof leagueView>;
