import { PLAYER_ROLE_LABELS, type ComparedPlayerView, type ComparedSideView, type ComparisonView } from '@crease/game';
import styles from './Comparison.module.css';

/** Points as a half point shows: 84, 61.5. */
const points = (value: number) => String(Math.round(value * 10) / 10);
const signed = (value: number) => (value > 0 ? `+${points(value)}` : value < 0 ? `−${points(-value)}` : '0');

const nameIn = (side: ComparedSideView, id: number) => side.players.find((player) => player.playerId === id)?.name ?? `#${id}`;

function Leaders({ side }: { side: ComparedSideView }) {
  return (
    <p className={styles.leaders}>
      <span>C {nameIn(side, side.captainId)}</span> · <span>VC {nameIn(side, side.viceCaptainId)}</span>
    </p>
  );
}

function OnlyList({ title, players, total }: { title: string; players: readonly ComparedPlayerView[]; total: number }) {
  return (
    <section className={styles.only} aria-label={title}>
      <h3 className={styles.listTitle}>
        {title} <span className={styles.made}>{signed(total)} pts</span>
      </h3>
      {players.length === 0 ? (
        <p className={styles.none}>None.</p>
      ) : (
        <ul className={styles.rows}>
          {players.map((player) => (
            <li key={player.playerId}>
              <span className={styles.name}>{player.name}</span>
              <span className={styles.meta}>
                {PLAYER_ROLE_LABELS[player.role]} · {player.team}
              </span>
              <span className={styles.pts}>{points(player.points)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Two teams of a contest side by side: each side's points, Captain and Vice-Captain; the
 * players only one side picked, with the points each made for it; the players in common,
 * with what captaincy made of them on each side. The gap is the sum of those differences.
 */
export function Comparison({ comparison }: { comparison: ComparisonView }) {
  const { a, b, common, onlyA, onlyB } = comparison;
  const onlyATotal = onlyA.reduce((sum, player) => sum + player.points, 0);
  const onlyBTotal = onlyB.reduce((sum, player) => sum + player.points, 0);
  const commonGap = common.reduce((sum, player) => sum + player.aPoints - player.bPoints, 0);
  const different = common.filter((player) => player.aPoints !== player.bPoints);
  return (
    // Focusable, so a keyboard can scroll it where it is taller than the dialog.
    <div className={styles.comparison} tabIndex={0} role="group" aria-label="Comparison">
      <div className={styles.heads}>
        {[a, b].map((side) => (
          <div key={side.entryId} className={styles.head}>
            <p className={styles.who}>
              {side.username} <span className={styles.team}>{side.teamName}</span>
            </p>
            <p className={styles.total}>{points(side.totalPoints)} pts</p>
            <Leaders side={side} />
          </div>
        ))}
      </div>
      <p className={styles.gap}>
        {a.totalPoints === b.totalPoints
          ? 'Level on points.'
          : `${a.totalPoints > b.totalPoints ? a.username : b.username} leads by ${points(Math.abs(a.totalPoints - b.totalPoints))} pts.`}
      </p>
      <div className={styles.lists}>
        <OnlyList title={`Only in ${a.username}'s ${a.teamName}`} players={onlyA} total={onlyATotal} />
        <OnlyList title={`Only in ${b.username}'s ${b.teamName}`} players={onlyB} total={onlyBTotal} />
      </div>
      <section className={styles.common} aria-label="Common players">
        <h3 className={styles.listTitle}>
          Common players ({common.length}) <span className={styles.made}>{signed(commonGap)} pts to {a.username}</span>
        </h3>
        {different.length > 0 && <p className={styles.none}>Captain choices made the difference on {different.map((player) => player.name).join(', ')}.</p>}
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">{a.username}</th>
              <th scope="col">{b.username}</th>
            </tr>
          </thead>
          <tbody>
            {common.map((player) => (
              <tr key={player.playerId} className={player.aPoints !== player.bPoints ? styles.differs : undefined}>
                <th scope="row">
                  {player.name}
                  {player.playerId === a.captainId ? ' (C)' : player.playerId === a.viceCaptainId ? ' (VC)' : ''}
                  {player.playerId === b.captainId ? ' / (C)' : player.playerId === b.viceCaptainId ? ' / (VC)' : ''}
                </th>
                <td>{points(player.aPoints)}</td>
                <td>{points(player.bPoints)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
