import { describeBand, MATCH_TYPES, POINTS_SYSTEM, signedPoints, type FormatPoints, type MatchType, type RateBand } from '@crease/game';
import styles from './PointsSystemTables.module.css';

const formats = POINTS_SYSTEM.formats;

interface Row {
  label: string;
  note?: string;
  value: (points: FormatPoints) => string;
}

/** A threshold row for each distinct threshold any format uses; '—' where a format has none. */
function thresholdRows(pick: (points: FormatPoints) => readonly { at: number; points: number }[], label: (at: number) => string): Row[] {
  const all = [...new Set(MATCH_TYPES.flatMap((type) => pick(formats[type]).map((threshold) => threshold.at)))].sort((a, b) => a - b);
  return all.map((at) => ({
    label: label(at),
    value: (points) => {
      const found = pick(points).find((threshold) => threshold.at === at);
      return found ? signedPoints(found.points) : '—';
    },
  }));
}

const multiplier = (value: number) => `${value}x`;

const SECTIONS: readonly { title: string; note?: string; rows: Row[] }[] = [
  {
    title: 'Batting',
    rows: [
      { label: 'Run', value: (p) => signedPoints(p.run) },
      { label: 'Boundary bonus', value: (p) => signedPoints(p.boundaryBonus) },
      { label: 'Six bonus', value: (p) => signedPoints(p.sixBonus) },
      ...thresholdRows((p) => p.runMilestones, (at) => `${at}-run bonus`),
      { label: 'Dismissal for a duck', note: 'Batsman, Wicketkeeper and Allrounder only', value: (p) => signedPoints(p.duck) },
    ],
    note: 'Run bonuses: only the highest one reached counts.',
  },
  {
    title: 'Bowling',
    rows: [
      { label: 'Wicket (excluding run-out)', value: (p) => signedPoints(p.wicket) },
      { label: 'Bonus for bowled or LBW', value: (p) => signedPoints(p.bowledOrLbwBonus) },
      ...thresholdRows((p) => p.wicketHauls, (at) => `${at}-wicket bonus`),
      { label: 'Maiden over', value: (p) => signedPoints(p.maiden) },
    ],
    note: 'Wicket bonuses: only the highest one reached counts.',
  },
  {
    title: 'Fielding',
    rows: [
      { label: 'Catch', value: (p) => signedPoints(p.catch) },
      { label: 'Bonus for 3 catches or more', note: 'Once per match', value: (p) => signedPoints(p.threeCatchBonus) },
      { label: 'Stumping', value: (p) => signedPoints(p.stumping) },
      { label: 'Run-out, direct hit', value: (p) => signedPoints(p.runOutDirect) },
      { label: 'Run-out, not a direct hit', note: 'Each of the last two fielders involved', value: (p) => signedPoints(p.runOutShared) },
    ],
  },
  {
    title: 'Other',
    rows: [
      { label: 'In the announced playing XI', value: (p) => signedPoints(p.playingXI) },
      { label: 'Captain', value: (p) => multiplier(p.captainMultiplier) },
      { label: 'Vice-captain', value: (p) => multiplier(p.viceCaptainMultiplier) },
    ],
  },
];

function FormatTable({ title, note, rows }: { title: string; note?: string; rows: Row[] }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Action</th>
              {MATCH_TYPES.map((type) => (
                <th key={type} scope="col" className={styles.num}>
                  {type}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  {row.label}
                  {row.note && <span className={styles.rowNote}>{row.note}</span>}
                </th>
                {MATCH_TYPES.map((type) => {
                  const value = row.value(formats[type]);
                  return (
                    <td key={type} className={styles.num}>
                      {value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && <p className={styles.note}>{note}</p>}
    </section>
  );
}

function BandTable({ type, caption, bands }: { type: MatchType; caption: string; bands: readonly RateBand[] }) {
  return (
    <table className={`${styles.table} ${styles.bandTable}`}>
      <caption>
        <strong>{type}</strong> <span>{caption}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Rate</th>
          <th scope="col" className={styles.num}>
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {bands.map((band) => (
          <tr key={describeBand(band)}>
            <th scope="row">{describeBand(band)}</th>
            <td className={styles.num}>{signedPoints(band.points)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RateSection({ kind }: { kind: 'economy' | 'strikeRate' }) {
  const isEconomy = kind === 'economy';
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{isEconomy ? 'Economy rate (runs per over)' : 'Strike rate (runs per 100 balls)'}</h2>
      <p className={styles.note}>
        {isEconomy
          ? 'Rates between two bands score nothing.'
          : 'For every player except Bowlers. Rates between two bands score nothing.'}
      </p>
      <div className={styles.bands}>
        {MATCH_TYPES.map((type) => {
          const rule = formats[type][kind];
          if (rule === null) {
            return (
              <p key={type} className={styles.notScored}>
                <strong>{type}</strong> Not scored in this format.
              </p>
            );
          }
          const caption = 'minOvers' in rule ? `minimum ${rule.minOvers} overs bowled` : `minimum ${rule.minBalls} balls faced`;
          return <BandTable key={type} type={type} caption={caption} bands={rule.bands} />;
        })}
      </div>
    </section>
  );
}

/** The Fantasy Point System, drawn from the same tables the scoring engine uses. */
export function PointsSystemTables() {
  return (
    <div className={styles.tables}>
      {SECTIONS.map((section) => (
        <FormatTable key={section.title} {...section} />
      ))}
      <RateSection kind="economy" />
      <RateSection kind="strikeRate" />
    </div>
  );
}
