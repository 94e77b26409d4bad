import { oversText, statLineInputSchema, type StatLine, type StatLineInput, type WicketKind, type WicketsByKind } from '@crease/game';

/** The counts of a stat line the editor offers, in its order, with their labels. */
export const BATTING_FIELDS = [
  { name: 'runs', label: 'Runs' },
  { name: 'balls', label: 'Balls faced' },
  { name: 'fours', label: 'Fours' },
  { name: 'sixes', label: 'Sixes' },
] as const;

export const BOWLING_FIELDS = [
  { name: 'maidens', label: 'Maidens' },
  { name: 'runsConceded', label: 'Runs conceded' },
] as const;

export const WICKET_FIELDS: readonly { name: keyof WicketsByKind; label: string }[] = [
  { name: 'bowled', label: 'Bowled' },
  { name: 'caught', label: 'Caught' },
  { name: 'caughtAndBowled', label: 'Caught and bowled' },
  { name: 'lbw', label: 'LBW' },
  { name: 'stumped', label: 'Stumped' },
  { name: 'hitWicket', label: 'Hit wicket' },
];

export const FIELDING_FIELDS = [
  { name: 'catches', label: 'Catches', hint: 'Caught and bowled counts here too' },
  { name: 'stumpings', label: 'Stumpings' },
  { name: 'runOutsDirect', label: 'Run outs, direct hit' },
  { name: 'runOutsShared', label: 'Run outs, shared' },
] as const;

type CountName = (typeof BATTING_FIELDS)[number]['name'] | (typeof BOWLING_FIELDS)[number]['name'] | (typeof FIELDING_FIELDS)[number]['name'];

/** A stat line as the editor holds it: every count as typed, overs as people write them (3.4). */
export type StatLineDraft = Record<CountName, string> & {
  dismissal: WicketKind | '';
  overs: string;
  wickets: Record<keyof WicketsByKind, string>;
  /** Not offered for editing (they score nothing); kept as they were so a save does not wipe them. */
  kept: Pick<StatLine, 'dotBalls' | 'wides' | 'noBalls'>;
};

/** A player's current line, ready to edit. */
export function draftOf(line: StatLine): StatLineDraft {
  return {
    runs: String(line.runs),
    balls: String(line.balls),
    fours: String(line.fours),
    sixes: String(line.sixes),
    dismissal: line.dismissal ?? '',
    overs: oversText(line.ballsBowled),
    maidens: String(line.maidens),
    runsConceded: String(line.runsConceded),
    wickets: {
      bowled: String(line.wickets.bowled),
      caught: String(line.wickets.caught),
      caughtAndBowled: String(line.wickets.caughtAndBowled),
      lbw: String(line.wickets.lbw),
      stumped: String(line.wickets.stumped),
      hitWicket: String(line.wickets.hitWicket),
    },
    catches: String(line.catches),
    stumpings: String(line.stumpings),
    runOutsDirect: String(line.runOutsDirect),
    runOutsShared: String(line.runOutsShared),
    kept: { dotBalls: line.dotBalls, wides: line.wides, noBalls: line.noBalls },
  };
}

/** A blank box is 0; anything else goes as typed, for the schema to judge. */
const count = (text: string): number | string => (text.trim() === '' ? 0 : Number.isFinite(Number(text)) ? Number(text) : text);

/** The body of the scorecard editor's PUT: one stat line for the whole match. */
export function statLineInputOf(draft: StatLineDraft): StatLineInput {
  const wickets = Object.fromEntries(WICKET_FIELDS.map(({ name }) => [name, count(draft.wickets[name])]));
  return {
    runs: count(draft.runs),
    balls: count(draft.balls),
    fours: count(draft.fours),
    sixes: count(draft.sixes),
    dismissal: draft.dismissal === '' ? null : draft.dismissal,
    overs: count(draft.overs),
    maidens: count(draft.maidens),
    runsConceded: count(draft.runsConceded),
    ...draft.kept,
    wickets,
    catches: count(draft.catches),
    stumpings: count(draft.stumpings),
    runOutsDirect: count(draft.runOutsDirect),
    runOutsShared: count(draft.runOutsShared),
  } as StatLineInput;
}

/** What is wrong with the line, in the server's words (the same schema), or null when it can be saved. */
export function statLineProblem(draft: StatLineDraft): string | null {
  const parsed = statLineInputSchema.safeParse(statLineInputOf(draft));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This line cannot be saved as it is.');
}
