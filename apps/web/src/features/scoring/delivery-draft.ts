import {
  deliveryInputSchema,
  OVERS_PER_INNINGS,
  type DeliveryInput,
  type DeliveryPosition,
  type ExtraKind,
  type InningsScoreView,
  type MatchType,
  type WicketKind,
} from '@crease/game';
import { legalBallsOf } from './overs.ts';

/** Wickets that end an innings: all out in a main innings, two in a super over. */
const inningsWickets = (superOver: boolean) => (superOver ? 2 : 10);

/**
 * The position of the next delivery after `last`, from the score after it: the next ball of the
 * over; the first of the next over once six legal balls are bowled (a wide or no-ball at the
 * start of an over does not end the one before); the first of the next innings once this one is
 * over (all out, out of overs, or the target reached). From nothing: the first ball.
 */
export function nextPosition(last: DeliveryPosition | null, innings: readonly InningsScoreView[], matchType: MatchType): DeliveryPosition {
  if (!last) return { innings: 1, over: 0, ball: 1, superOver: false };
  const score = innings.find((one) => one.number === last.innings);
  if (!score) return { ...last, ball: last.ball + 1 };
  const legal = legalBallsOf(score.overs);
  const overs = Math.floor(legal / 6);
  const limit = last.superOver ? 1 : OVERS_PER_INNINGS[matchType];
  const over =
    score.wickets >= inningsWickets(last.superOver) || (limit !== null && overs >= limit) || (score.target !== null && score.runs >= score.target.runs);
  if (over) return { innings: last.innings + 1, over: 0, ball: 1, superOver: last.superOver };
  if (legal % 6 === 0 && overs > last.over) return { ...last, over: last.over + 1, ball: 1 };
  return { ...last, ball: last.ball + 1 };
}

/** A fielder as the form holds them: a squad player's name, or a substitute's, typed. */
export interface FielderDraft {
  name: string;
  substitute: boolean;
}

/** What the delivery form holds, as typed. */
export interface DeliveryDraft {
  innings: string;
  over: string;
  ball: string;
  superOver: boolean;
  batter: string;
  nonStriker: string;
  bowler: string;
  runsOffBat: string;
  /** A four or six that was run, not hit to the boundary. */
  boundaryRun: boolean;
  extraKind: ExtraKind | '';
  extraRuns: string;
  wicket: boolean;
  wicketKind: WicketKind;
  playerOut: string;
  fielders: FielderDraft[];
}

export const EMPTY_DRAFT: DeliveryDraft = {
  innings: '1',
  over: '0',
  ball: '1',
  superOver: false,
  batter: '',
  nonStriker: '',
  bowler: '',
  runsOffBat: '0',
  boundaryRun: false,
  extraKind: '',
  extraRuns: '1',
  wicket: false,
  wicketKind: 'bowled',
  playerOut: '',
  fielders: [],
};

/** The draft at a position. */
export function atPosition(draft: DeliveryDraft, position: DeliveryPosition): DeliveryDraft {
  return { ...draft, innings: String(position.innings), over: String(position.over), ball: String(position.ball), superOver: position.superOver };
}

const numberOrText = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The delivery as the admin feed sends it (Cricsheet's shape plus its position). */
export function deliveryOf(draft: DeliveryDraft): DeliveryInput {
  const batterRuns = draft.extraKind === 'wides' ? 0 : Number(draft.runsOffBat) || 0;
  const extraRuns = draft.extraKind ? Number(draft.extraRuns) || 0 : 0;
  const fielders = draft.fielders.filter((fielder) => fielder.name.trim() !== '').map((fielder) => (fielder.substitute ? { name: fielder.name.trim(), substitute: true } : { name: fielder.name }));
  return {
    innings: numberOrText(draft.innings) as number,
    over: numberOrText(draft.over) as number,
    ball: numberOrText(draft.ball) as number,
    superOver: draft.superOver,
    batter: draft.batter,
    non_striker: draft.nonStriker,
    bowler: draft.bowler,
    runs: {
      batter: batterRuns,
      extras: extraRuns,
      total: batterRuns + extraRuns,
      ...(draft.boundaryRun && (batterRuns === 4 || batterRuns === 6) ? { non_boundary: true } : {}),
    },
    ...(draft.extraKind ? { extras: { [draft.extraKind]: extraRuns } } : {}),
    ...(draft.wicket ? { wickets: [{ player_out: draft.playerOut, kind: draft.wicketKind, ...(fielders.length > 0 ? { fielders } : {}) }] } : {}),
  };
}

/**
 * What is wrong with the draft before it is sent, in the words the server would use (the same
 * schema checks both), or null when it can go. Names against the squads are the server's check.
 */
export function draftProblem(draft: DeliveryDraft): string | null {
  if (!draft.batter || !draft.nonStriker || !draft.bowler) return 'Choose the batter, the non-striker and the bowler.';
  if (draft.batter === draft.nonStriker) return 'The batter and the non-striker must be two different players.';
  if (draft.wicket && !draft.playerOut) return 'Choose the player out.';
  const parsed = deliveryInputSchema.safeParse(deliveryOf(draft));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This delivery cannot be sent as it is.');
}

/** A batch's outcome in words: stored, a correction, or a resend that changed nothing. */
export function batchOutcome(position: DeliveryPosition, batch: { stored: number; replaced: number; unchanged: number }): string {
  const where = `${position.superOver ? 'Super over, ' : ''}innings ${position.innings}, ${position.over}.${position.ball}`;
  if (batch.replaced > 0) return `Delivery ${where} corrected: points recomputed.`;
  if (batch.unchanged > 0) return `Delivery ${where} was already stored as sent: nothing changed.`;
  return `Delivery ${where} stored.`;
}
