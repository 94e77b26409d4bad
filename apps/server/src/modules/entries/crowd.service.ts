import type { Db } from '../../db/client.ts';
import { countCrowd, type CrowdCounts } from './crowd.queries.ts';

export type { CrowdCounts };

export interface EntryCrowdDeps {
  db: Db;
}

/**
 * The crowd's picks over the teams entered in a match's contests, for the players module's
 * picker (which caches them per match and decides when they may be shown).
 */
export class EntryCrowd {
  constructor(private readonly deps: EntryCrowdDeps) {}

  /** Teams entered in at least one of the contests, and per player how many picked them, made them Captain, Vice-Captain. */
  count(contestIds: readonly number[]): Promise<CrowdCounts> {
    return countCrowd(this.deps.db, contestIds);
  }
}
