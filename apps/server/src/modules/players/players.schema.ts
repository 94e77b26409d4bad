// Players of a match's squads (owned by the players module).
// Foreign keys name the tables of other modules; nothing else here reaches them.

import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { matches } from '../matches/matches.schema.ts';

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of its match's two sides. */
    team: text('team').notNull(),
    role: text('role', { enum: ['Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder'] }).notNull(),
    credit: doublePrecision('credit').notNull(),
    points: doublePrecision('points').notNull().default(0),
    playingStatus: boolean('playing_status').notNull().default(false),
    imageUrl: text('image_url'),
    /** Cricsheet's registry id, for players imported from a match file. */
    registryId: text('registry_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('players_match_idx').on(table.matchId),
    // The lists of players, a page at a time, in their order.
    index('players_list_idx').on(table.matchId, table.team, table.name, table.id),
    uniqueIndex('players_match_registry_key').on(table.matchId, table.registryId),
    check('players_credit_range', sql`${table.credit} between 4 and 12 and ${table.credit} * 2 = floor(${table.credit} * 2)`),
    check('players_role_known', sql`${table.role} in ('Batsman', 'Bowler', 'Wicketkeeper', 'Allrounder')`),
  ],
);
