import fs from 'node:fs';
import path from 'node:path';
import { contestInputSchema, type PlayerRole } from '@crease/game';
import { findUp } from '../lib/find-up.ts';
import type { App } from '../app.ts';
import type { RoleCorrections } from '../modules/cricsheet/cricsheet.service.ts';

/** The real match files shipped with the server (Cricsheet, ODC-BY: see their README). */
export const cricsheetDir = findUp(import.meta.url, 'cricsheet', '1426312.json');

export function readCricsheetFile(name: string): unknown {
  if (!cricsheetDir) throw new Error('The match files (apps/server/cricsheet) are missing.');
  return JSON.parse(fs.readFileSync(path.join(cricsheetDir, name), 'utf8'));
}

/**
 * The demo's fixtures: real squads replayed as upcoming matches. Day and hour (UTC) count from
 * the first slot at least three hours away, so a new player can pick a team at once.
 */
const FIXTURES = [
  { file: '1426312.json', day: 0, hourUtc: 14 },
  { file: '1415755.json', day: 1, hourUtc: 10 },
  { file: '1370353.json', day: 1, hourUtc: 14 },
  { file: '1473469.json', day: 2, hourUtc: 14 },
  { file: '1466428.json', day: 3, hourUtc: 9 },
  { file: '1442989.json', day: 4, hourUtc: 14 },
] as const;

/**
 * Wicketkeepers by trade, and the players the import's rule took for one: the corrections an
 * admin makes after an import, applied by the seed (registry ids of the files above).
 */
const KEEPERS = ['fe11caa6', '4a8a2e3b', 'b17e2f24', 'ad3b6e95', 'bcf325d2', 'a4cc73aa', '372455c4', '235c2bb6', '919a3be2', '0bacade8', 'e824e6ee', '5d1e7582'];
const NOT_KEEPERS: Record<string, PlayerRole> = {
  '740742ef': 'Batsman', // RG Sharma
  '0994d0ae': 'Allrounder', // V Shankar
  '84d9c311': 'Batsman', // Ashutosh Sharma
  '6c19c6e5': 'Batsman', // YBK Jaiswal
};
export const DEMO_ROLE_CORRECTIONS: RoleCorrections = {
  ...Object.fromEntries(KEEPERS.map((id) => [id, 'Wicketkeeper' as const])),
  ...NOT_KEEPERS,
};

/** A demo contest: what the contest form takes, less the match it goes on (checked by its schema when made). */
export interface DemoContest {
  name: string;
  entryFee: number;
  prizePool: number;
  spots: number;
  maxTeamsPerUser?: number;
  flexible?: boolean;
  prizes?: { fromRank: number; toRank: number; amount: number }[];
}

/** Every match gets the same range of contests: free, head-to-head, small, mega, winner-takes-all. */
export const DEMO_CONTESTS: DemoContest[] = [
  {
    name: 'Free Contest',
    entryFee: 0,
    prizePool: 500,
    spots: 1000,
    prizes: [
      { fromRank: 1, toRank: 1, amount: 200 },
      { fromRank: 2, toRank: 2, amount: 100 },
      { fromRank: 3, toRank: 10, amount: 25 },
    ],
  },
  { name: 'Head-to-Head', entryFee: 49, prizePool: 88, spots: 2 },
  {
    name: 'Small League',
    entryFee: 25,
    prizePool: 200,
    spots: 10,
    prizes: [
      { fromRank: 1, toRank: 1, amount: 100 },
      { fromRank: 2, toRank: 2, amount: 60 },
      { fromRank: 3, toRank: 3, amount: 40 },
    ],
  },
  {
    name: 'Mega Contest',
    entryFee: 39,
    prizePool: 600_000,
    spots: 20_000,
    maxTeamsPerUser: 20,
    prizes: [
      { fromRank: 1, toRank: 1, amount: 100_000 },
      { fromRank: 2, toRank: 2, amount: 50_000 },
      { fromRank: 3, toRank: 3, amount: 25_000 },
      { fromRank: 4, toRank: 10, amount: 5_000 },
      { fromRank: 11, toRank: 100, amount: 1_000 },
      { fromRank: 101, toRank: 1000, amount: 100 },
      { fromRank: 1001, toRank: 5000, amount: 50 },
    ],
  },
  { name: 'Winner Takes All', entryFee: 99, prizePool: 1_700, spots: 20, flexible: true },
];

/**
 * The soonest match's match-day spread, as a busy platform lists them: small contests at every
 * fee from ₹19 to ₹499 (head-to-heads, three-ways, six-player leagues paying two places), so the
 * contest list runs to pages and scrolls on as a real match day does.
 */
export const MATCH_DAY_SPREAD: DemoContest[] = [19, 29, 49, 75, 99, 149, 249, 499].flatMap((fee) => {
  const pool = (spots: number) => Math.floor(fee * spots * 0.85);
  return [
    { name: `Head-to-Head ₹${fee}`, entryFee: fee, prizePool: pool(2), spots: 2 },
    { name: `Head-to-Head ₹${fee} (2)`, entryFee: fee, prizePool: pool(2), spots: 2 },
    { name: `Three-Way ₹${fee}`, entryFee: fee, prizePool: pool(3), spots: 3 },
    { name: `Three-Way ₹${fee} (2)`, entryFee: fee, prizePool: pool(3), spots: 3 },
    {
      name: `Six-Player League ₹${fee}`,
      entryFee: fee,
      prizePool: pool(6),
      spots: 6,
      prizes: [
        { fromRank: 1, toRank: 1, amount: pool(6) - Math.floor(pool(6) * 0.35) },
        { fromRank: 2, toRank: 2, amount: Math.floor(pool(6) * 0.35) },
      ],
    },
    { name: `Winner Takes All ₹${fee}`, entryFee: fee, prizePool: pool(10), spots: 10, flexible: true },
  ];
});

/** The demo contests a deployment can open: with paid play off (PAID_PLAY=off), the free ones only. */
export function demoContestsFor(paidPlay: boolean, contests: readonly DemoContest[] = DEMO_CONTESTS): DemoContest[] {
  return paidPlay ? [...contests] : contests.filter((contest) => contest.entryFee === 0);
}

const HOUR = 3_600_000;

/** Start times for the fixtures: the first at least three hours away, the rest on the days after. */
export function fixtureTimes(now: Date): Date[] {
  const earliest = now.getTime() + 3 * HOUR;
  const midnight = new Date(earliest);
  midnight.setUTCHours(0, 0, 0, 0);
  const at = (base: number, fixture: (typeof FIXTURES)[number]) => base + (fixture.day * 24 + fixture.hourUtc) * HOUR;
  const base = at(midnight.getTime(), FIXTURES[0]) >= earliest ? midnight.getTime() : midnight.getTime() + 24 * HOUR;
  return FIXTURES.map((fixture) => new Date(at(base, fixture)));
}

/**
 * Schedules the demo matches when no match is upcoming (a new database, or a demo whose matches
 * have all started): a restart never duplicates what is there.
 */
export async function seedDemoCatalogue({ clock, matches, importer, contests, compliance }: App['services']): Promise<number> {
  if ((await matches.upcoming()).length > 0) return 0;
  const times = fixtureTimes(clock.now());
  for (const [index, fixture] of FIXTURES.entries()) {
    const { match } = await importer.import(readCricsheetFile(fixture.file), times[index]!, DEMO_ROLE_CORRECTIONS);
    const offered = index === 0 ? [...DEMO_CONTESTS, ...MATCH_DAY_SPREAD] : DEMO_CONTESTS;
    for (const contest of demoContestsFor(compliance.rules.paidPlay, offered)) await contests.admin.create(contestInputSchema.parse({ ...contest, matchId: match.id }));
  }
  return FIXTURES.length;
}
