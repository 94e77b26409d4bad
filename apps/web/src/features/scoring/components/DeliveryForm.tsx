import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  EXTRA_KINDS,
  WICKET_KINDS,
  type DeliveryInput,
  type DeliveryPosition,
  type ExtraKind,
  type MatchScorecardView,
  type ScorecardPlayerView,
  type WicketKind,
} from '@crease/game';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../components/ui/CheckboxField.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { postDeliveries } from '../api/scoring-api.ts';
import { atPosition, batchOutcome, deliveryOf, draftProblem, EMPTY_DRAFT, nextPosition, type DeliveryDraft, type FielderDraft } from '../delivery-draft.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './DeliveryForm.module.css';

const EXTRA_LABELS: Record<ExtraKind, string> = { wides: 'Wide', noballs: 'No-ball', byes: 'Byes', legbyes: 'Leg byes', penalty: 'Penalty runs' };
/** Kinds that name a fielder: the catcher, the keeper, the fielders of a run out. */
const FIELDED: ReadonlySet<WicketKind> = new Set(['caught', 'stumped', 'run out']);
const SUBSTITUTE = '__substitute__';

/** Players of a side, those in the playing XI first. */
function sideOf(players: readonly ScorecardPlayerView[], team: string) {
  return players.filter((player) => player.team === team).sort((a, b) => Number(b.playing) - Number(a.playing) || a.name.localeCompare(b.name));
}

function PlayerOptions({ players }: { players: readonly ScorecardPlayerView[] }) {
  return (
    <>
      <option value="">Choose a player</option>
      {players.map((player) => (
        <option key={player.playerId} value={player.name}>
          {player.playing ? player.name : `${player.name} (not in the XI)`}
        </option>
      ))}
    </>
  );
}

/** The side batting in an innings: as the score has it, else the side that did not bat in the one before. */
function battingSideFor(scorecard: MatchScorecardView, innings: number): string {
  const known = scorecard.innings.find((one) => one.number === innings)?.team;
  if (known) return known;
  const before = scorecard.innings.find((one) => one.number === innings - 1)?.team;
  if (before) return before === scorecard.teamA ? scorecard.teamB : scorecard.teamA;
  return scorecard.teamA;
}

interface DeliveryFormProps {
  scorecard: MatchScorecardView;
  /**
   * The ball the position follows until the admin types one: the next to be bowled (scoring by
   * hand), or the last stored (correcting what a feed sent).
   */
  follow?: 'next' | 'last';
}

/** A delivery the server refused because its position holds a ball already: sent again only as a correction. */
interface TakenPosition {
  delivery: DeliveryInput;
  message: string;
}

/**
 * Post a delivery: the position (pre-filled with the next ball), who batted and bowled, runs off
 * the bat, extras by kind, a four or six that was run, and a wicket with its kind, the player out
 * and the fielders. Checked with the server's own schema first; the server's refusal (an unknown
 * name, a position out of order) is the form's error. A position that holds a ball already is
 * never overwritten unasked: the server's 409 is said, with "Correct this ball" to send it again
 * as a correction of that ball.
 */
export function DeliveryForm({ scorecard, follow = 'next' }: DeliveryFormProps) {
  const upNext = nextPosition(scorecard.lastBall, scorecard.innings, scorecard.matchType);
  const last = scorecard.lastBall;
  const next: DeliveryPosition = follow === 'last' && last ? { innings: last.innings, over: last.over, ball: last.ball, superOver: last.superOver } : upNext;
  const [draft, setDraft] = useState<DeliveryDraft>(() => atPosition(EMPTY_DRAFT, next));
  const [battingSide, setBattingSide] = useState(() => battingSideFor(scorecard, next.innings));
  const [done, setDone] = useState<string | null>(null);
  const [taken, setTaken] = useState<TakenPosition | null>(null);
  const form = useFormSubmit('Failed to post the delivery');
  // Until the admin types a position, it follows the next ball of the match (another scorer, a replay).
  const positionTyped = useRef(false);

  const nextKey = `${follow}:${next.innings}/${next.over}/${next.ball}/${next.superOver}`;
  useEffect(() => {
    if (positionTyped.current) return;
    setDraft((current) => atPosition(current, next));
    setBattingSide(battingSideFor(scorecard, next.innings));
    // The next ball, not the object holding it, is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextKey]);

  const batting = sideOf(scorecard.players, battingSide);
  const fielding = sideOf(scorecard.players, battingSide === scorecard.teamA ? scorecard.teamB : scorecard.teamA);
  // A change to the ball withdraws the offer to correct the one refused: it would send what was refused, not what is shown.
  const set = <K extends keyof DeliveryDraft>(name: K, value: DeliveryDraft[K]) => {
    setTaken(null);
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const setPosition = (name: 'innings' | 'over' | 'ball') => (event: { target: { value: string } }) => {
    positionTyped.current = true;
    set(name, event.target.value);
  };
  const setFielder = (index: number, fielder: FielderDraft | null) => {
    setTaken(null);
    setDraft((current) => {
      const fielders = [...current.fielders];
      if (fielder) fielders[index] = fielder;
      else fielders.splice(index, 1);
      return { ...current, fielders };
    });
  };

  /** Sends the delivery; a refusal at a taken position is kept to be offered as a correction, not thrown. */
  const send = async (delivery: DeliveryInput, correction: boolean) => {
    let batch;
    try {
      batch = await postDeliveries(scorecard.matchId, [delivery], { correction });
    } catch (error) {
      if (!correction && error instanceof ApiError && error.status === 409) {
        // The form stays on the refused ball (a feed's next ball must not carry it off) until the admin decides.
        positionTyped.current = true;
        setTaken({ delivery, message: `❌ ${errorMessage(error, 'That position holds a ball already.')}` });
        return;
      }
      throw error;
    }
    setTaken(null);
    const posted: DeliveryPosition = { innings: delivery.innings, over: delivery.over, ball: delivery.ball, superOver: delivery.superOver ?? false };
    setDone(batchOutcome(posted, batch));
    // The score after it says where the next ball is; the batter out leaves the crease.
    positionTyped.current = false;
    // Correcting: back to the last ball stored. Scoring: on to the ball after this one.
    const after = follow === 'last' ? next : nextPosition(posted, batch.score.innings, scorecard.matchType);
    const out = draft.wicket ? draft.playerOut : null;
    setDraft((current) => ({
      ...atPosition({ ...EMPTY_DRAFT, bowler: current.bowler }, after),
      batter: current.batter === out ? '' : current.batter,
      nonStriker: current.nonStriker === out ? '' : current.nonStriker,
    }));
    if (follow === 'last') setBattingSide(battingSideFor(scorecard, after.innings));
    else if (after.innings !== posted.innings) setBattingSide(battingSide === scorecard.teamA ? scorecard.teamB : scorecard.teamA);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    setDone(null);
    setTaken(null);
    const problem = draftProblem(draft);
    if (problem) return form.fail(`❌ ${problem}`);
    void form.run(() => send(deliveryOf(draft), false));
  };

  const correct = () => {
    if (form.busy || !taken) return;
    setDone(null);
    void form.run(() => send(taken.delivery, true));
  };

  const runsOffBat = Number(draft.runsOffBat);
  const showFielders = draft.wicket && FIELDED.has(draft.wicketKind);

  return (
    <form className={layout.form} onSubmit={submit} aria-label="Post a delivery" noValidate>
      <fieldset className={layout.fieldset}>
        <legend className={styles.legend}>Where</legend>
        <div className={styles.position}>
          <TextField label="Innings" inputMode="numeric" value={draft.innings} onChange={setPosition('innings')} />
          <TextField label="Over" hint="From 0: ball 18.3 is over 18" inputMode="numeric" value={draft.over} onChange={setPosition('over')} />
          <TextField label="Ball" hint="In the over, wides and no-balls included" inputMode="numeric" value={draft.ball} onChange={setPosition('ball')} />
        </div>
        <CheckboxField label="Super over" checked={draft.superOver} onChange={(event) => set('superOver', event.target.checked)} />
      </fieldset>

      <fieldset className={layout.fieldset}>
        <legend className={styles.legend}>Who</legend>
        <SelectField label="Batting side" value={battingSide} onChange={(event) => setBattingSide(event.target.value)}>
          <option value={scorecard.teamA}>{scorecard.teamA}</option>
          <option value={scorecard.teamB}>{scorecard.teamB}</option>
        </SelectField>
        <div className={layout.row}>
          <SelectField label="Batter (on strike)" value={draft.batter} onChange={(event) => set('batter', event.target.value)}>
            <PlayerOptions players={batting} />
          </SelectField>
          <SelectField label="Non-striker" value={draft.nonStriker} onChange={(event) => set('nonStriker', event.target.value)}>
            <PlayerOptions players={batting} />
          </SelectField>
        </div>
        <SelectField label="Bowler" value={draft.bowler} onChange={(event) => set('bowler', event.target.value)}>
          <PlayerOptions players={fielding} />
        </SelectField>
      </fieldset>

      <fieldset className={layout.fieldset}>
        <legend className={styles.legend}>Runs</legend>
        <div className={layout.row}>
          <SelectField
            label="Runs off the bat"
            value={draft.extraKind === 'wides' ? '0' : draft.runsOffBat}
            disabled={draft.extraKind === 'wides'}
            hint={draft.extraKind === 'wides' ? 'None on a wide: runs off a wide are wides.' : undefined}
            onChange={(event) => set('runsOffBat', event.target.value)}
          >
            {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((runs) => (
              <option key={runs} value={runs}>
                {runs}
              </option>
            ))}
          </SelectField>
          {(runsOffBat === 4 || runsOffBat === 6) && draft.extraKind !== 'wides' && (
            <CheckboxField
              label={`The ${runsOffBat} was run, not a boundary`}
              hint="Earns no boundary bonus."
              checked={draft.boundaryRun}
              onChange={(event) => set('boundaryRun', event.target.checked)}
            />
          )}
        </div>
        <div className={layout.row}>
          <SelectField label="Extras" value={draft.extraKind} onChange={(event) => set('extraKind', event.target.value as ExtraKind | '')}>
            <option value="">None</option>
            {EXTRA_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {EXTRA_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          {draft.extraKind && (
            <TextField
              label={`${EXTRA_LABELS[draft.extraKind]}: runs`}
              hint={draft.extraKind === 'wides' || draft.extraKind === 'noballs' ? 'The one for the ball, plus any run or overthrow' : undefined}
              inputMode="numeric"
              value={draft.extraRuns}
              onChange={(event) => set('extraRuns', event.target.value)}
            />
          )}
        </div>
      </fieldset>

      <fieldset className={layout.fieldset}>
        <legend className={styles.legend}>Wicket</legend>
        <CheckboxField label="A wicket fell on this ball" checked={draft.wicket} onChange={(event) => set('wicket', event.target.checked)} />
        {draft.wicket && (
          <>
            <div className={layout.row}>
              <SelectField label="How out" value={draft.wicketKind} onChange={(event) => set('wicketKind', event.target.value as WicketKind)}>
                {WICKET_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Player out" value={draft.playerOut} onChange={(event) => set('playerOut', event.target.value)}>
                <option value="">Choose a player</option>
                {[draft.batter, draft.nonStriker]
                  .filter((name) => name !== '')
                  .map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
              </SelectField>
            </div>
            {showFielders && (
              <div className={layout.row}>
                {[0, 1].map((index) => {
                  const fielder = draft.fielders[index];
                  if (index > 0 && (draft.wicketKind !== 'run out' || !draft.fielders[0]?.name)) return null;
                  return (
                    <div key={index} className={styles.fielder}>
                      <SelectField
                        label={index === 0 ? (draft.wicketKind === 'caught' ? 'Caught by' : draft.wicketKind === 'stumped' ? 'Stumped by' : 'Run out by') : 'And by'}
                        value={fielder?.substitute ? SUBSTITUTE : (fielder?.name ?? '')}
                        onChange={(event) =>
                          setFielder(index, event.target.value === '' ? null : event.target.value === SUBSTITUTE ? { name: '', substitute: true } : { name: event.target.value, substitute: false })
                        }
                      >
                        <PlayerOptions players={fielding} />
                        <option value={SUBSTITUTE}>A substitute fielder</option>
                      </SelectField>
                      {fielder?.substitute && (
                        <TextField
                          label="Substitute's name"
                          hint="Not in the squad: earns no points."
                          value={fielder.name}
                          onChange={(event) => setFielder(index, { name: event.target.value, substitute: true })}
                        />
                      )}
                    </div>
                  );
                })}
              </div>
            )}
          </>
        )}
      </fieldset>

      <div className={layout.actions}>
        <Button type="submit" size="lg" busy={form.busy}>
          Post delivery
        </Button>
      </div>
      <FormMessage message={form.error ?? taken?.message ?? null} tone="error" />
      {taken && (
        <div className={styles.taken}>
          <p>Sending it again replaces the ball stored there; the change is written in the audit log.</p>
          <div className={styles.takenActions}>
            <Button variant="danger" busy={form.busy} onClick={correct}>
              Correct this ball
            </Button>
            <Button variant="secondary" disabled={form.busy} onClick={() => setTaken(null)}>
              Keep the stored ball
            </Button>
          </div>
        </div>
      )}
      <FormMessage message={form.error ? null : done} tone="success" />
    </form>
  );
}
