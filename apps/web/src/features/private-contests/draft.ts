import type { PrizeTemplate } from '@crease/game';

/** The private contest form as typed: kept for the tab while the player goes to pick a team. */
export interface PrivateContestDraft {
  name: string;
  spots: string;
  paid: boolean;
  entryFee: string;
  prizeTemplate: PrizeTemplate;
}

export const EMPTY_DRAFT: PrivateContestDraft = { name: '', spots: '10', paid: false, entryFee: '', prizeTemplate: 'TOP_3' };

const keyOf = (matchId: number) => `crease:private-contest-draft:${matchId}`;

export function loadDraft(matchId: number): PrivateContestDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(matchId)) ?? 'null') as Partial<PrivateContestDraft> | null;
    return stored ? { ...EMPTY_DRAFT, ...stored } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(matchId: number, draft: PrivateContestDraft): void {
  try {
    sessionStorage.setItem(keyOf(matchId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form starts afresh after the picker, no worse than before.
  }
}

export function clearDraft(matchId: number): void {
  sessionStorage.removeItem(keyOf(matchId));
}
