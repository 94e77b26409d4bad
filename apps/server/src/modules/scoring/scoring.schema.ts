// Live scoring (owned by the scoring module): the deliveries of the admin feed, the stat lines set
// by hand in the scorecard editor, and each match's scoring version.
// Foreign keys name the tables of other modules; nothing else here reaches them.

import type { CricsheetDelivery, StatLine } from '@crease/game';
import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { matches } from '../matches/matches.schema.ts';
import { players } from '../players/players.schema.ts';

/** One delivery of a match, at its position: a feed that sends it again changes nothing, a correction replaces it. */
export const deliveries = pgTable(
  'deliveries',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    innings: smallint('innings').notNull(),
    over: smallint('over').notNull(),
    ball: smallint('ball').notNull(),
    superOver: boolean('super_over').notNull(),
    /** The delivery as the feed's schema read it (Cricsheet's shape, without its position). */
    delivery: jsonb('delivery').$type<CricsheetDelivery>().notNull(),
    /** Who put it there: the feed, or an admin by hand (a feed never overwrites an admin's ball). */
    source: text('source', { enum: ['FEED', 'MANUAL'] }).notNull().default('FEED'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.innings, table.over, table.ball, table.superOver] })],
);

/** A player's stat lines set by hand (one per innings): they replace the feed's until removed. */
export const scorecardLines = pgTable(
  'scorecard_lines',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<StatLine[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.playerId] })],
);

/**
 * Each match's scoring version: every change to its deliveries, its hand-set lines or what its
 * points depend on adds one, in the transaction of the change. A process whose copy of a match's
 * scoring is at another version rebuilds it.
 */
export const scoringVersions = pgTable('scoring_versions', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
