import { useId, useState, type FormEvent } from 'react';
import {
  emptyStatLine,
  MAX_HAND_LINES,
  PLAYER_ROLE_LABELS,
  WICKET_KINDS,
  type MatchScorecardView,
  type MatchType,
  type PointsLineSource,
  type ScorecardPlayerView,
  type WicketKind,
} from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { clearScorecardLine, setScorecardLine } from '../api/scoring-api.ts';
import { useReplaceScorecardPlayer } from '../hooks/use-scorecard.ts';
import { statLineParts } from '../stat-line-text.ts';
import { BATTING_FIELDS, BOWLING_FIELDS, draftOf, FIELDING_FIELDS, statLineInputOf, statLineProblem, WICKET_FIELDS, type StatLineDraft } from '../stat-line-draft.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './ScorecardEditor.module.css';

const SOURCES: Record<PointsLineSource, { tone: BadgeTone; text: string }> = {
  FEED: { tone: 'green', text: 'From the feed' },
  MANUAL: { tone: 'gold', text: 'Set by hand' },
  NONE: { tone: 'gray', text: 'No line yet' },
};

/** Points as a half point shows. */
const points = (value: number) => String(Math.round(value * 10) / 10);

interface ScorecardEditorProps {
  scorecard: MatchScorecardView;
  /** Lines can be set only while the match is live. */
  editable: boolean;
}

/**
 * Every player's line and points, side by side, for when there is no ball-by-ball feed or it is
 * wrong: a line set by hand replaces the feed's for that player until it is put back on the feed.
 */
export function ScorecardEditor({ scorecard, editable }: ScorecardEditorProps) {
  const [editing, setEditing] = useState<ScorecardPlayerView | null>(null);
  return (
    <div className={styles.editor}>
      {[scorecard.teamA, scorecard.teamB].map((team) => (
        <SideLines key={team} team={team} players={scorecard.players.filter((player) => player.team === team)} editable={editable} onEdit={setEditing} />
      ))}
      {editing && <StatLineDialog matchId={scorecard.matchId} matchType={scorecard.matchType} player={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

interface SideLinesProps {
  team: string;
  players: readonly ScorecardPlayerView[];
  editable: boolean;
  onEdit: (player: ScorecardPlayerView) => void;
}

function SideLines({ team, players, editable, onEdit }: SideLinesProps) {
  const titleId = useId();
  return (
    <section className={styles.side} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.team}>
        {team}
      </h3>
      {players.length === 0 ? (
        <p className={styles.none}>No players in this squad.</p>
      ) : (
        <ul className={styles.players}>
          {players.map((player) => {
            const source = SOURCES[player.source];
            const did = statLineParts(player.line);
            return (
              <li key={player.playerId} className={styles.player} aria-label={player.name}>
                <div className={styles.who}>
                  <span className={styles.name}>{player.name}</span>
                  <span className={styles.meta}>
                    {PLAYER_ROLE_LABELS[player.role]}
                    {!player.playing && ' · not in the XI'}
                  </span>
                  {did.length > 0 && <span className={styles.did}>{did.map((part) => `${part.label} ${part.text}`).join(' · ')}</span>}
                </div>
                <div className={styles.figures}>
                  <span className={styles.points}>{points(player.points)} pts</span>
                  <Badge tone={source.tone}>{source.text}</Badge>
                  {editable && (
                    <Button variant="secondary" size="sm" onClick={() => onEdit(player)}>
                      Edit<span className="visually-hidden"> {player.name}</span>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

interface StatLineDialogProps {
  matchId: number;
  matchType: MatchType;
  player: ScorecardPlayerView;
  onClose: () => void;
}

/**
 * A player's line set by hand; or put back on the feed. A Test counts milestones, ducks and
 * hauls per innings, so there it is a line per innings the player took part in (as the feed
 * counted them, to start from); elsewhere the whole match is one line.
 */
function StatLineDialog({ matchId, matchType, player, onClose }: StatLineDialogProps) {
  const perInnings = matchType === 'TEST';
  const [drafts, setDrafts] = useState<StatLineDraft[]>(() =>
    perInnings && player.lines.length > 0 ? player.lines.map(draftOf) : [draftOf(perInnings ? emptyStatLine() : player.line)],
  );
  const save = useFormSubmit('Failed to save the line');
  const back = useFormSubmit('Failed to put the player back on the feed');
  const replace = useReplaceScorecardPlayer(matchId);
  const most = MAX_HAND_LINES[matchType];

  const finish = (row: ScorecardPlayerView, words: string) => {
    replace(row);
    toast.success(`${words}: ${points(row.points)} points.`);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.busy) return;
    for (const [index, draft] of drafts.entries()) {
      const problem = statLineProblem(draft);
      if (problem) return save.fail(`❌ ${perInnings ? `Innings line ${index + 1}: ` : ''}${problem}`);
    }
    const body = perInnings ? { lines: drafts.map(statLineInputOf) } : statLineInputOf(drafts[0]!);
    void save.run(async () => finish(await setScorecardLine(matchId, player.playerId, body), `${player.name}'s line saved`));
  };

  const toFeed = () => void back.run(async () => finish(await clearScorecardLine(matchId, player.playerId), `${player.name} is back on the feed`));
  const change = (index: number) => (draft: StatLineDraft) => setDrafts((current) => current.map((one, at) => (at === index ? draft : one)));

  return (
    <Dialog title={player.name} subtitle={`Now ${points(player.points)} points · ${SOURCES[player.source].text}`} onClose={onClose}>
      <form className={layout.form} onSubmit={submit} aria-label={`${player.name}'s line`} noValidate>
        <p className={styles.intro}>
          {perInnings
            ? 'One line for each innings the player took part in: a Test counts run milestones, ducks and wicket hauls per innings. It replaces what the ball-by-ball feed counted for this player until you put them back on the feed.'
            : 'The whole match in one line. It replaces what the ball-by-ball feed counted for this player until you put them back on the feed.'}
        </p>
        {drafts.map((draft, index) =>
          perInnings ? (
            <section key={index} className={styles.innings} aria-label={`Innings line ${index + 1}`}>
              <div className={styles.inningsHead}>
                <h3 className={styles.inningsTitle}>Innings line {index + 1}</h3>
                {drafts.length > 1 && (
                  <Button variant="ghost" size="sm" onClick={() => setDrafts((current) => current.filter((_, at) => at !== index))}>
                    Remove<span className="visually-hidden"> innings line {index + 1}</span>
                  </Button>
                )}
              </div>
              <StatLineFields draft={draft} onChange={change(index)} />
            </section>
          ) : (
            <StatLineFields key={index} draft={draft} onChange={change(index)} />
          ),
        )}
        {perInnings && drafts.length < most && (
          <Button variant="secondary" size="sm" onClick={() => setDrafts((current) => [...current, draftOf(emptyStatLine())])}>
            Add an innings line
          </Button>
        )}
        <div className={layout.actions}>
          <Button type="submit" busy={save.busy} disabled={back.busy}>
            Save line
          </Button>
          {player.source === 'MANUAL' && (
            <Button variant="secondary" busy={back.busy} disabled={save.busy} onClick={toFeed}>
              Back to the feed
            </Button>
          )}
        </div>
        <FormMessage message={save.error ?? back.error} tone="error" />
      </form>
    </Dialog>
  );
}

/** The boxes of one stat line: batting, bowling with wickets by kind, fielding. */
function StatLineFields({ draft, onChange }: { draft: StatLineDraft; onChange: (draft: StatLineDraft) => void }) {
  const set = (name: keyof StatLineDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [name]: event.target.value });
  const setWickets = (name: keyof StatLineDraft['wickets']) => (event: { target: { value: string } }) =>
    onChange({ ...draft, wickets: { ...draft.wickets, [name]: event.target.value } });
  const countField = (name: keyof StatLineDraft, label: string, hint?: string) => (
    <TextField key={name} label={label} hint={hint} inputMode="numeric" value={draft[name] as string} onChange={set(name)} />
  );

  return (
    <>
      <fieldset className={layout.fieldset}>
        <legend className={styles.legend}>Batting</legend>
        <div className={styles.grid}>{BATTING_FIELDS.map(({ name, label }) => countField(name, label))}</div>
        <SelectField label="Dismissal" value={draft.dismissal} onChange={(event) => onChange({ ...draft, dismissal: event.target.value as WicketKind | '' })}>
          <option value="">Not out (or did not bat)</option>
          {WICKET_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className={layout.fieldset}>
        <legend className={styles.legend}>Bowling</legend>
        <div className={styles.grid}>
          <TextField label="Overs" hint="Like 3.4" inputMode="decimal" value={draft.overs} onChange={set('overs')} />
          {BOWLING_FIELDS.map(({ name, label }) => countField(name, label))}
        </div>
        <p className={styles.sub}>Wickets by kind</p>
        <div className={styles.grid}>
          {WICKET_FIELDS.map(({ name, label }) => (
            <TextField key={name} label={label} inputMode="numeric" value={draft.wickets[name]} onChange={setWickets(name)} />
          ))}
        </div>
      </fieldset>
      <fieldset className={layout.fieldset}>
        <legend className={styles.legend}>Fielding</legend>
        <div className={styles.grid}>{FIELDING_FIELDS.map((field) => countField(field.name, field.label, 'hint' in field ? field.hint : undefined))}</div>
      </fieldset>
    </>
  );
}
