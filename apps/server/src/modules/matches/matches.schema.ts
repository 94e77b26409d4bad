// Matches (owned by the matches module).

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamA: text('team_a').notNull(),
    teamB: text('team_b').notNull(),
    /** The deadline: from then on no team is made, edited or entered for its contests. */
    // Milliseconds: a list of matches is paged by it, with positions a JavaScript date can hold.
    startTime: timestamp('start_time', { withTimezone: true, precision: 3 }).notNull(),
    matchType: text('match_type', { enum: ['T20', 'ODI', 'TEST'] }).notNull().default('T20'),
    /** SCHEDULED is stored until a job moves it; readers compute LIVE from the start time. */
    state: text('state', { enum: ['SCHEDULED', 'LIVE', 'COMPLETED', 'ABANDONED'] }).notNull().default('SCHEDULED'),
    venue: text('venue'),
    event: text('event'),
    /** The series it belongs to ("Indian Premier League 2026"): a league sums its matches. */
    competition: text('competition'),
    /** When an admin announced the playing XIs (the players' playing status); null before. */
    lineupsAnnouncedAt: timestamp('lineups_announced_at', { withTimezone: true, precision: 3 }),
    /** The result line, written in the transaction that completes the match ("No result" when abandoned). */
    result: text('result'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_start_time_idx').on(table.startTime),
    index('matches_competition_idx').on(sql`lower(${table.competition})`),
    check('matches_type_known', sql`${table.matchType} in ('T20', 'ODI', 'TEST')`),
    check('matches_state_known', sql`${table.state} in ('SCHEDULED', 'LIVE', 'COMPLETED', 'ABANDONED')`),
    check('matches_sides_differ', sql`lower(${table.teamA}) <> lower(${table.teamB})`),
  ],
);
