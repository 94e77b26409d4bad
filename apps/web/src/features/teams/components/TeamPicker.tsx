import { useId, useMemo, useReducer, useRef, useState } from 'react';
import { summarizeTeam, TEAM_RULES, teamProblems, type PlayerRole } from '@crease/game';
import { toast } from '../../../components/toast/toast-store.ts';
import { announce } from '../../../lib/announce.ts';
import { useStickyScrollPadding } from '../../../lib/use-sticky-scroll-padding.ts';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { TabList } from '../../../components/ui/TabList.tsx';
import { EMPTY_PICK, PICKER_SORTS, pickReducer, ROLE_TABS, sortPlayers, TEAM_INCOMPLETE, TWELFTH_PICK_REFUSED, type CompletePick, type Pick, type PickerPlayer, type PickerSort } from '../team-pick.ts';
import { PickSummary } from './PickSummary.tsx';
import { PlayerPickCard } from './PlayerPickCard.tsx';
import styles from './TeamPicker.module.css';

interface TeamPickerProps {
  squad: readonly PickerPlayer[];
  /** The match's two sides, in its order ('teamA vs teamB'); otherwise as the squad lists them. */
  sides?: readonly string[];
  /** The team being edited; empty for a new one. */
  initialPick?: Pick;
  submitLabel: string;
  busy: boolean;
  /** What went wrong with the last submit. */
  error: string | null;
  /** Why the team cannot be sent at all (the match has started, the contest's limit is reached). */
  closedReason?: string | null;
  onSubmit: (pick: CompletePick) => void;
}

/**
 * Select Your Fantasy Team: the squads by role, a click to pick or drop a player, the Captain and
 * Vice-Captain on the picked ones, and a summary that names every rule as soon as it is broken
 * (the same rules the server applies).
 */
export function TeamPicker({ squad, sides: sideOrder, initialPick = EMPTY_PICK, submitLabel, busy, error, closedReason = null, onSubmit }: TeamPickerProps) {
  const [pick, dispatch] = useReducer(pickReducer, initialPick);
  const [tab, setTab] = useState<PlayerRole>('Wicketkeeper');
  const [sort, setSort] = useState<PickerSort>('credits');
  // '' for both sides.
  const [side, setSide] = useState('');
  const groupName = useId();
  // The role tabs stick under the app bar, and on a phone the summary to the bottom: a card
  // reached with Tab is scrolled clear of both.
  const tabsBarRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  useStickyScrollPadding(tabsBarRef, summaryRef);

  const summary = useMemo(() => summarizeTeam(pick.playerIds, squad), [pick.playerIds, squad]);
  const full = pick.playerIds.length === TEAM_RULES.size;
  // While picking, only what more picks cannot mend; with 11 picked, everything.
  const problems = useMemo(() => teamProblems(pick, squad, { complete: full }), [pick, squad, full]);
  const valid = full && problems.length === 0;
  const sides = useMemo(
    () => [...new Set([...(sideOrder ?? []), ...squad.map((player) => player.team)])].map((side) => ({ side, count: summary.bySide.get(side) ?? 0 })),
    [sideOrder, squad, summary],
  );
  const nameOf = (id: number | null) => (id === null ? null : (squad.find((player) => player.id === id)?.name ?? null));
  const shown = useMemo(() => sortPlayers(squad.filter((player) => player.role === tab && (side === '' || player.team === side)), sort), [squad, tab, side, sort]);
  const selected = new Set(pick.playerIds);

  const toggle = (id: number) => {
    if (!selected.has(id) && full) {
      toast.error(TWELFTH_PICK_REFUSED);
      return;
    }
    dispatch({ type: 'toggle', id });
    // The card says picked or not; the count it changes is in the summary, away from the focus.
    announce(`${pick.playerIds.length + (selected.has(id) ? -1 : 1)} of ${TEAM_RULES.size} players picked.`);
  };

  const submit = () => {
    if (!valid || closedReason || pick.captainId === null || pick.viceCaptainId === null) return;
    onSubmit({ playerIds: pick.playerIds, captainId: pick.captainId, viceCaptainId: pick.viceCaptainId });
  };

  const current = ROLE_TABS.find((entry) => entry.role === tab)!;
  const limits = TEAM_RULES.roles[tab];
  const note = closedReason ?? (!full || pick.captainId === null || pick.viceCaptainId === null ? TEAM_INCOMPLETE : null);

  return (
    <div className={styles.picker}>
      <div className={styles.players}>
        <div className={styles.controls}>
          <span className={styles.control}>
            <label htmlFor={`${groupName}-sort`}>Sort by</label>
            <select id={`${groupName}-sort`} value={sort} onChange={(event) => setSort(event.target.value as PickerSort)}>
              {PICKER_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </span>
          <span className={styles.control}>
            <label htmlFor={`${groupName}-side`}>Team</label>
            <select id={`${groupName}-side`} value={side} onChange={(event) => setSide(event.target.value)}>
              <option value="">Both teams</option>
              {sides.map(({ side: name }) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </span>
        </div>
        <div ref={tabsBarRef} className={styles.tabsBar}>
          <TabList
            label="Players by role"
            tabs={ROLE_TABS.map((entry) => ({
              value: entry.role,
              id: `${groupName}-tab-${entry.short}`,
              label: `${entry.short} (${summary.byRole[entry.role]})`,
              title: entry.plural,
            }))}
            selected={tab}
            onSelect={setTab}
            panelId={`${groupName}-panel`}
            className={styles.tabs}
            tabClassName={styles.tab}
          />
        </div>

        <div id={`${groupName}-panel`} role="tabpanel" aria-labelledby={`${groupName}-tab-${current.short}`} className={styles.panel}>
          <p className={styles.rule}>
            Pick {limits.min} to {limits.max} {current.plural}
          </p>
          {shown.length === 0 ? (
            <StatusLine tone="empty">{side === '' ? `No ${current.plural} in these squads.` : `No ${current.plural} of ${side}.`}</StatusLine>
          ) : (
            <ul className={styles.cards}>
              {shown.map((player) => (
                <PlayerPickCard
                  key={player.id}
                  player={player}
                  selected={selected.has(player.id)}
                  captain={pick.captainId === player.id}
                  viceCaptain={pick.viceCaptainId === player.id}
                  disabled={busy}
                  onToggle={toggle}
                  onCaptain={(id) => dispatch({ type: 'captain', id })}
                  onViceCaptain={(id) => dispatch({ type: 'viceCaptain', id })}
                />
              ))}
            </ul>
          )}
        </div>
      </div>

      <PickSummary
        ref={summaryRef}
        count={pick.playerIds.length}
        credits={summary.credits}
        sides={sides}
        captainName={nameOf(pick.captainId)}
        viceCaptainName={nameOf(pick.viceCaptainId)}
        problems={problems}
        note={note}
        submitLabel={submitLabel}
        canSubmit={valid && !closedReason}
        busy={busy}
        error={error}
        onSubmit={submit}
      />
    </div>
  );
}
