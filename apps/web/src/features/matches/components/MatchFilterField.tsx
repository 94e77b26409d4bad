import type { MatchView } from '@crease/game';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { formatStartTime, matchTitle } from '../../../lib/format.ts';

interface MatchFilterFieldProps {
  label: string;
  /** Every match to choose from; undefined while they load (the field waits). */
  matches: readonly MatchView[] | undefined;
  matchId: number | null;
  /** The chosen match's id as text, or '' for all matches. */
  onChange: (value: string) => void;
}

/** An admin list's narrowing by match: "All matches", then each as "A vs B · its start". */
export function MatchFilterField({ label, matches, matchId, onChange }: MatchFilterFieldProps) {
  return (
    <SelectField label={label} value={matchId ?? ''} onChange={(event) => onChange(event.target.value)} disabled={!matches}>
      <option value="">All matches</option>
      {matches?.map((match) => (
        <option key={match.id} value={match.id}>
          {matchTitle(match)} · {formatStartTime(match.startTime)}
        </option>
      ))}
    </SelectField>
  );
}
