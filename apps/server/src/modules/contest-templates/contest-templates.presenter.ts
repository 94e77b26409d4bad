import type { ContestTemplateView } from '@crease/game';
import type { ContestTemplateRow } from './contest-templates.queries.ts';

export function presentContestTemplate(row: ContestTemplateRow): ContestTemplateView {
  return {
    id: row.id,
    name: row.name,
    autoApply: row.autoApply,
    contests: row.contests.map((contest) => ({
      name: contest.name,
      entryFee: contest.entryFee,
      prizePool: contest.prizePool,
      spots: contest.spots,
      maxTeamsPerUser: contest.maxTeamsPerUser,
      flexible: contest.flexible,
      prizes: contest.prizes.map((prize) => ({ fromRank: prize.fromRank, toRank: prize.toRank, amount: prize.amount })),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
