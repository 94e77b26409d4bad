import { isBeforeDeadline, matchStateAt, toPaise, type ContestTemplateFields, type ContestTemplateView, type ContestView, type TemplateContestFields } from '@crease/game';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContestAdmin } from '../contests/contests.service.ts';
import { matchNotFound, type MatchRow, type MatchesService } from '../matches/matches.service.ts';
import { presentContestTemplate } from './contest-templates.presenter.ts';
import {
  deleteTemplate,
  findTemplates,
  insertTemplate,
  listAutoApplied,
  listTemplatePage,
  updateTemplate,
  type ContestTemplateRow,
} from './contest-templates.queries.ts';

export const templateNotFound = (id: number) => notFound(`Contest template ${id} was not found.`);

export interface ContestTemplatesDeps {
  db: Db;
  matches: MatchesService;
  /** Makes the contests, with the checks of the contest form. */
  contests: ContestAdmin;
  clock: Clock;
}

/**
 * Contest templates: named sets of contests (each as the contest form gives it, checked by the
 * same rules), applied to a match in one transaction, and, marked `autoApply`, to every match
 * created or imported (in the match's own transaction: app.ts wires it to `matches.creating`).
 */
export class ContestTemplatesService {
  constructor(private readonly deps: ContestTemplatesDeps) {}

  async page(page: { limit: number; before?: number | undefined }): Promise<ContestTemplateView[]> {
    return (await listTemplatePage(this.deps.db, page)).map(presentContestTemplate);
  }

  async create(fields: ContestTemplateFields): Promise<ContestTemplateView> {
    this.assertFeesAllowed(fields.contests);
    return presentContestTemplate(await insertTemplate(this.deps.db, fields));
  }

  async update(id: number, fields: ContestTemplateFields): Promise<ContestTemplateView> {
    this.assertFeesAllowed(fields.contests);
    const row = await updateTemplate(this.deps.db, id, fields);
    if (!row) throw templateNotFound(id);
    return presentContestTemplate(row);
  }

  /** Removes a template; contests it made stay as they are. */
  async remove(id: number): Promise<void> {
    if (!(await deleteTemplate(this.deps.db, id))) throw templateNotFound(id);
  }

  /** Makes the contests of these templates for a match that has not started, all or none; answers them in the order given. */
  async apply(matchId: number, templateIds: readonly number[]): Promise<ContestView[]> {
    const now = this.deps.clock.now();
    const made = await this.deps.db.transaction(async (tx) => {
      const match = await this.deps.matches.find(tx, matchId, { lock: true });
      if (!match) throw matchNotFound(matchId);
      if (!isBeforeDeadline(match.state, match.startTime, now)) {
        throw conflict(`Match ${matchId} is ${matchStateAt(match.state, match.startTime, now)}; contests can be added only before it starts.`);
      }
      const found = new Map((await findTemplates(tx, templateIds)).map((row) => [row.id, row]));
      const missing = templateIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        throw notFound(`templateIds: there is no contest template ${missing.join(', ')}.`);
      }
      const views: ContestView[] = [];
      for (const id of templateIds) views.push(...(await this.make(tx, match, found.get(id)!.contests)));
      return views;
    });
    await this.deps.contests.listsChanged();
    return made;
  }

  /**
   * Applies every `autoApply` template to a match being made, in its transaction (the match's
   * maker tells the lists after the commit). A paid contest is left out while paid play is off,
   * so a template never stops a match from being made.
   */
  async applyToNewMatch(tx: Db, match: MatchRow): Promise<void> {
    for (const template of await listAutoApplied(tx)) {
      await this.make(tx, match, template.contests.filter((contest) => this.deps.contests.mayCharge(toPaise(contest.entryFee))));
    }
  }

  private async make(tx: Db, match: MatchRow, contests: readonly TemplateContestFields[]): Promise<ContestView[]> {
    const views: ContestView[] = [];
    for (const contest of contests) {
      views.push(await this.deps.contests.createIn(tx, { ...contest, matchId: match.id, status: 'UPCOMING', resultDistributed: false }));
    }
    return views;
  }

  private assertFeesAllowed(contests: readonly TemplateContestFields[]): void {
    for (const contest of contests) this.deps.contests.assertFeeAllowed(toPaise(contest.entryFee), 0);
  }
}

export type { ContestTemplateRow };
