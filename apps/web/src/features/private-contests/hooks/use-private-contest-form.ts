import { useState } from 'react';
import {
  describeIssues,
  hasWholePaise,
  privateContestInputSchema,
  privateContestPreview,
  type DeploymentConfigView,
  type PrivateContestFields,
  type PrizeTemplate,
} from '@crease/game';
import { paidPlayOffMessage } from '../../../lib/paid-play.ts';
import { loadDraft, saveDraft, type PrivateContestDraft } from '../draft.ts';

export type PrivateContestRules = DeploymentConfigView['privateContests'];

interface ReadContext {
  matchId: number;
  teamId: number | null;
  rules: PrivateContestRules;
  paidPlay: boolean;
}

export const CHOOSE_A_TEAM = 'Choose the team to enter with, or pick a new one.';
export const PAID_NEEDS_A_FEE = 'Enter an entry fee above ₹0, or choose Free.';

const feeOf = (draft: PrivateContestDraft) => (draft.paid ? draft.entryFee : 0);

/**
 * The form as the API's body, or the first thing wrong with it in the words the server would use
 * (the game's schema, and the deployment's most spots as the server says it).
 */
export function readPrivateContest(draft: PrivateContestDraft, { matchId, teamId, rules, paidPlay }: ReadContext): { fields: PrivateContestFields } | { problem: string } {
  if (draft.paid && !paidPlay) return { problem: paidPlayOffMessage('PAID_CONTEST') };
  if (draft.paid && draft.entryFee.trim() !== '' && Number(draft.entryFee) === 0) return { problem: PAID_NEEDS_A_FEE };
  const parsed = privateContestInputSchema.safeParse({
    matchId,
    name: draft.name,
    spots: draft.spots,
    entryFee: draft.paid && draft.entryFee.trim() === '' ? '' : feeOf(draft),
    prizeTemplate: draft.prizeTemplate,
    teamId: teamId ?? 1,
  });
  if (!parsed.success) return { problem: describeIssues(parsed.error.issues) };
  if (parsed.data.spots > rules.maxSpots) return { problem: `spots can be at most ${rules.maxSpots} in a private contest.` };
  if (teamId === null) return { problem: CHOOSE_A_TEAM };
  return { fields: { ...parsed.data, teamId } };
}

/** What the prize table would be with every spot filled, once the spots and fee read as numbers; null until then. */
export function previewOf(draft: PrivateContestDraft, rules: PrivateContestRules) {
  const spots = Number(draft.spots);
  const entryFee = draft.paid ? Number(draft.entryFee) : 0;
  if (draft.spots.trim() === '' || !Number.isInteger(spots) || spots < rules.minSpots || spots > rules.maxSpots) return null;
  if (draft.paid && (draft.entryFee.trim() === '' || !Number.isFinite(entryFee) || entryFee < 0 || !hasWholePaise(entryFee))) return null;
  return { spots, entryFee, ...privateContestPreview({ spots, entryFee, prizeTemplate: draft.prizeTemplate }, rules.sharePercent) };
}

export type PrizePreviewFigures = NonNullable<ReturnType<typeof previewOf>>;

/** The form's fields, kept for the tab as they change (so a trip to the picker loses nothing). */
export function usePrivateContestDraft(matchId: number) {
  const [draft, setDraft] = useState<PrivateContestDraft>(() => loadDraft(matchId));
  // Saved outside the state updater: React may run an updater twice, and it must stay pure.
  const change = (next: Partial<PrivateContestDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    saveDraft(matchId, updated);
  };
  return {
    draft,
    setText: (name: 'name' | 'spots' | 'entryFee', value: string) => change({ [name]: value }),
    setPaid: (paid: boolean) => change({ paid }),
    setPrizeTemplate: (prizeTemplate: PrizeTemplate) => change({ prizeTemplate }),
  };
}
