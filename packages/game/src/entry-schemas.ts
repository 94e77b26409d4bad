// Teams, entries, the wallet and the profile: the request schemas both the team picker and the
// API validate with, and the shapes the API answers with.

import { z } from 'zod';
import { CONTEST_STATUSES } from './catalogue.ts';
import { matchSummaryView, playerView } from './catalogue-schemas.ts';
import { kycView } from './money-schemas.ts';
import { TRANSACTION_TYPES } from './wallet.ts';

const id = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be a number.`) })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be above 0.`)
    .max(2_147_483_647, `${label} is too large.`);

/** A private contest's code as typed (any case); without the right one it is answered as an unknown contest. */
const inviteCodeField = z.string({ error: 'inviteCode must be text.' }).max(64, 'inviteCode is not an invite code.').nullish();

/** A team as the picker sends it: made for a contest, of that contest's match's players (a private one's: with its code, unless the player is in it). */
export const teamInputSchema = z.object({
  contestId: id('contestId'),
  playerIds: z.array(id('Each player id'), { error: 'playerIds must be a list of player ids.' }).max(30, 'A team has exactly 11 players.'),
  captainId: id('captainId'),
  viceCaptainId: id('viceCaptainId'),
  inviteCode: inviteCodeField,
});
export type TeamInput = z.input<typeof teamInputSchema>;

/** What a player reads when a join succeeds (the spec's success alert): the server sends it, the web shows it. */
export const JOIN_SUCCESS_MESSAGE = 'You have successfully joined the contest!';

export const joinInputSchema = z.object({
  contestId: id('contestId'),
  teamId: id('teamId'),
  inviteCode: inviteCodeField,
});
export type JoinInput = z.input<typeof joinInputSchema>;

export const teamView = z.object({
  id: z.number(),
  name: z.string().describe('T1, T2, ... per user and match, in the order the teams were made'),
  contestId: z.number().describe('The contest the team was made for'),
  matchId: z.number(),
  match: matchSummaryView,
  playerIds: z.array(z.number()),
  captainId: z.number(),
  viceCaptainId: z.number(),
  players: z.array(playerView),
  credits: z.number().describe('Credits used, out of 100'),
  editable: z.boolean().describe('True until the match starts'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeamView = z.infer<typeof teamView>;

export const teamPreviewView = z.object({
  teamId: z.number(),
  name: z.string().describe('T1, T2, ...'),
  players: z.array(playerView),
  captainId: z.number(),
  viceCaptainId: z.number(),
});
export type TeamPreviewView = z.infer<typeof teamPreviewView>;

export const joinedContestView = z.object({
  entryId: z.number(),
  contestName: z.string(),
  contestId: z.number(),
  status: z.enum(CONTEST_STATUSES),
  matchId: z.number(),
  teamId: z.number(),
  teamName: z.string().describe("The entry's team: T1, T2, ..."),
  entryFee: z.number().describe('Rupees paid'),
  match: matchSummaryView,
  joinedAt: z.string(),
  rank: z.number().nullable().describe('Competition rank in the contest; null before the deadline and in a cancelled contest'),
  totalPoints: z.number().describe("The team's points in this contest (Captain 2x, Vice-Captain 1.5x)"),
  prize: z.number().nullable().describe('Rupees won; null until the results are fixed'),
});
export type JoinedContestView = z.infer<typeof joinedContestView>;

export const joinView = z.object({
  message: z.string(),
  entryId: z.number(),
  contestId: z.number(),
  teamId: z.number(),
  balance: z.number().describe('Wallet balance after the fee, in rupees'),
});
export type JoinView = z.infer<typeof joinView>;

/** The join sheet: what a join would take from each part of the wallet now, and what it lacks (rupees). */
export const joinPreviewView = z.object({
  entryFee: z.number().describe('Rupees'),
  bonusUsed: z.number().describe('Rupees the fee takes from the bonus (spent first)'),
  depositUsed: z.number().describe('Rupees from deposits (next)'),
  winningsUsed: z.number().describe('Rupees from winnings (last: they stay withdrawable)'),
  shortBy: z.number().describe('Rupees the balance lacks; 0 when it covers the fee (a join now would be refused when above 0)'),
});
export type JoinPreviewView = z.infer<typeof joinPreviewView>;

/** Another of the player's teams for an entry, until the deadline. */
export const swapTeamInputSchema = z.object({ teamId: id('teamId') });
export type SwapTeamInput = z.input<typeof swapTeamInputSchema>;

export const walletView = z.object({
  balance: z.number().describe('Rupees: bonus + deposit + winnings'),
  bonus: z.number(),
  deposit: z.number(),
  winnings: z.number(),
});
export type WalletView = z.infer<typeof walletView>;

export const transactionView = z.object({
  id: z.number(),
  type: z.enum(TRANSACTION_TYPES),
  amount: z.number().describe('Rupees; debits are negative'),
  timestamp: z.string(),
  description: z.string(),
});
export type TransactionView = z.infer<typeof transactionView>;

export const profileView = z.object({
  name: z.string(),
  email: z.string(),
  joinedContests: z.number(),
  walletBalance: z.number(),
  emailVerified: z.boolean(),
  dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
  state: z.string().nullable().describe('State or union territory of residence'),
  monthlyDepositLimit: z.number().describe('Rupees, in force now'),
  pendingMonthlyDepositLimit: z
    .object({ amount: z.number(), effectiveAt: z.string() })
    .nullable()
    .describe('A raise of the monthly limit, in force from effectiveAt (24 hours after it was asked for)'),
  selfExcludedUntil: z.string().nullable().describe('While the account is paused: when the pause ends'),
  kyc: kycView.nullable(),
});
export type ProfileView = z.infer<typeof profileView>;
