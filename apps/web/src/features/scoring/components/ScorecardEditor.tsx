import { useId, useState, type FormEvent } from 'react';
import { PLAYER_ROLE_LABELS, WICKET_KINDS, type MatchScorecardView, type PointsLineSource, type ScorecardPlayerView, type WicketKind } from '@crease/game';
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
      {editing && <StatLineDialog matchId={scorecard.matchId} player={editing} onClose={() => setEditing(null)} />}
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
  player: ScorecardPlayerView;
  onClose: () => void;
}

/** A player's line for the whole match, set by hand; or put back on the feed. */
function StatLineDialog({ matchId, player, onClose }: StatLineDialogProps) {
  const [draft, setDraft] = useState<StatLineDraft>(() => draftOf(player.line));
  const save = useFormSubmit('Failed to save the line');
  const back = useFormSubmit('Failed to put the player back on the feed');
  const replace = useReplaceScorecardPlayer(matchId);
  const set = (name: keyof StatLineDraft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const setWickets = (name: keyof StatLineDraft['wickets']) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, wickets: { ...current.wickets, [name]: event.target.value } }));

  const finish = (row: ScorecardPlayerView, words: string) => {
    replace(row);
    toast.success(`${words}: ${points(row.points)} points.`);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.busy) return;
    const problem = statLineProblem(draft);
    if (problem) return save.fail(`❌ ${problem}`);
    void save.run(async () => finish(await setScorecardLine(matchId, player.playerId, statLineInputOf(draft)), `${player.name}'s line saved`));
  };

  const toFeed = () => void back.run(async () => finish(await clearScorecardLine(matchId, player.playerId), `${player.name} is back on the feed`));

  const countField = (name: keyof StatLineDraft, label: string, hint?: string) => (
    <TextField key={name} label={label} hint={hint} inputMode="numeric" value={draft[name] as string} onChange={set(name)} />
  );

  return (
    <Dialog title={player.name} subtitle={`Now ${points(player.points)} points · ${SOURCES[player.source].text}`} onClose={onClose}>
      <form className={layout.form} onSubmit={submit} aria-label={`${player.name}'s line`} noValidate>
        <p className={styles.intro}>The whole match in one line. It replaces what the ball-by-ball feed counted for this player until you put them back on the feed.</p>
        <fieldset className={layout.fieldset}>
          <legend className={styles.legend}>Batting</legend>
          <div className={styles.grid}>{BATTING_FIELDS.map(({ name, label }) => countField(name, label))}</div>
          <SelectField label="Dismissal" value={draft.dismissal} onChange={(event) => setDraft((current) => ({ ...current, dismissal: event.target.value as WicketKind | '' }))}>
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
