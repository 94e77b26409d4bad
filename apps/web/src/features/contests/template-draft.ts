import { describeIssues, templateContestSchema, type ContestTemplateFields, type ContestTemplateView, type TemplateContestFields } from '@crease/game';
import { defaultRows, numberOrNull, readPrizeRows, rowsOf, type PrizeRow } from './components/prize-rows.ts';

/** One contest of the template form, as typed. */
export interface TemplateContestDraft {
  key: number;
  name: string;
  entryFee: string;
  prizePool: string;
  spots: string;
  maxTeamsPerUser: string;
  flexible: boolean;
  prizes: PrizeRow[];
  /** Until edited, the prize table follows the pool (all of it to rank 1). */
  prizesEdited: boolean;
}

export interface TemplateDraft {
  name: string;
  autoApply: boolean;
  contests: TemplateContestDraft[];
}

let nextKey = 1;

export function contestDraft(contest?: TemplateContestFields): TemplateContestDraft {
  if (!contest) return { key: nextKey++, name: '', entryFee: '', prizePool: '', spots: '', maxTeamsPerUser: '1', flexible: false, prizes: [], prizesEdited: false };
  return {
    key: nextKey++,
    name: contest.name,
    entryFee: String(contest.entryFee),
    prizePool: String(contest.prizePool),
    spots: contest.spots === null ? '' : String(contest.spots),
    maxTeamsPerUser: String(contest.maxTeamsPerUser),
    flexible: contest.flexible,
    prizes: rowsOf(contest.prizes),
    prizesEdited: true,
  };
}

export function templateDraft(template?: ContestTemplateView): TemplateDraft {
  if (!template) return { name: '', autoApply: false, contests: [contestDraft()] };
  return { name: template.name, autoApply: template.autoApply, contests: template.contests.map(contestDraft) };
}

/** A contest draft with its pool changed: the prize table follows it until edited. */
export function withPool(contest: TemplateContestDraft, prizePool: string): TemplateContestDraft {
  return { ...contest, prizePool, prizes: contest.prizesEdited ? contest.prizes : defaultRows(numberOrNull(prizePool)) };
}

/**
 * The body to send, or what to fix first, naming the contest: its prize rows that are not numbers
 * yet, then the contest rules in the server's own words (the template's contest schema, which the
 * server checks each contest with).
 */
export function readTemplateDraft(draft: TemplateDraft): { body: ContestTemplateFields } | { problem: string } {
  if (draft.name.trim() === '') return { problem: '❌ Template name is required.' };
  if (draft.contests.length === 0) return { problem: '❌ A template needs at least one contest.' };
  const contests: TemplateContestFields[] = [];
  for (const [index, contest] of draft.contests.entries()) {
    const label = `Contest ${index + 1}${contest.name.trim() ? ` (${contest.name.trim()})` : ''}`;
    const rows = readPrizeRows(contest.prizes);
    if (rows.problems.length > 0) return { problem: `❌ ${label}: ${rows.problems.join(' ')}` };
    const parsed = templateContestSchema.safeParse({
      name: contest.name,
      entryFee: contest.entryFee,
      prizePool: contest.prizePool,
      spots: contest.spots.trim(),
      maxTeamsPerUser: contest.maxTeamsPerUser,
      flexible: contest.flexible,
      prizes: rows.prizes,
    });
    if (!parsed.success) return { problem: `❌ ${label}: ${describeIssues(parsed.error.issues)}` };
    contests.push(parsed.data);
  }
  return { body: { name: draft.name.trim(), autoApply: draft.autoApply, contests } };
}
