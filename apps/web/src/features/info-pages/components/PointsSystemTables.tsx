import {
  describeBand,
  MATCH_TYPES,
  POINTS_SOURCE_LABELS,
  POINTS_SYSTEM,
  signedPoints,
  type FormatPoints,
  type MatchType,
  type PointsSource,
  type RateBand,
} from '@crease/game';
import styles from './PointsSystemTables.module.css';

const formats = POINTS_SYSTEM.formats;

interface Row {
  label: string;
  note?: string;
  value: (points: FormatPoints) => string;
}

/**
 * A row for a source of points, named as the engine names it in every player's breakdown, so the
 * page and the breakdown say the same thing.
 */
const sourceRow = (source: PointsSource, value: (points: FormatPoints) => number, note?: string): Row => ({
  label: POINTS_SOURCE_LABELS[source],
  note,
  value: (points) => signedPoints(value(points)),
});

/** A threshold row for each distinct threshold any format uses; '—' where a format has none. */
function thresholdRows(source: PointsSource, pick: (points: FormatPoints) => readonly { at: number; points: number }[], unit: string): Row[] {
  const all = [...new Set(MATCH_TYPES.flatMap((type) => pick(formats[type]).map((threshold) => threshold.at)))].sort((a, b) => a - b);
  return all.map((at) => ({
    label: `${POINTS_SOURCE_LABELS[source]}: ${at} ${unit}`,
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
      sourceRow('runs', (p) => p.run, 'Each run'),
      sourceRow('boundaries', (p) => p.boundaryBonus, 'Each four'),
      sourceRow('sixes', (p) => p.sixBonus, 'Each six'),
      ...thresholdRows('runMilestone', (p) => p.runMilestones, 'runs'),
      sourceRow('duck', (p) => p.duck, 'Out for 0; Batsman, Wicketkeeper and Allrounder only'),
    ],
    note: 'Run milestones: only the highest one reached counts.',
  },
  {
    title: 'Bowling',
    rows: [
      sourceRow('wickets', (p) => p.wicket, 'Each wicket, not a run-out'),
      sourceRow('bowledOrLbw', (p) => p.bowledOrLbwBonus, 'Each one'),
      ...thresholdRows('wicketHaul', (p) => p.wicketHauls, 'wickets'),
      sourceRow('maidens', (p) => p.maiden, 'Each maiden'),
    ],
    note: 'Wicket hauls: only the highest one reached counts.',
  },
  {
    title: 'Fielding',
    rows: [
      sourceRow('catches', (p) => p.catch, 'Each catch'),
      sourceRow('threeCatchBonus', (p) => p.threeCatchBonus, 'Once, at 3 catches or more'),
      sourceRow('stumpings', (p) => p.stumping, 'Each stumping'),
      sourceRow('runOutsDirect', (p) => p.runOutDirect, 'The only fielder named'),
      sourceRow('runOutsShared', (p) => p.runOutShared, 'Each of the last two fielders named'),
    ],
  },
  {
    title: 'Other',
    rows: [
      sourceRow('playingXI', (p) => p.playingXI),
      { label: 'Captain', value: (p) => multiplier(p.captainMultiplier) },
      { label: 'Vice-Captain', value: (p) => multiplier(p.viceCaptainMultiplier) },
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
      <h2 className={styles.heading}>
        {POINTS_SOURCE_LABELS[kind]} {isEconomy ? '(runs per over)' : '(runs per 100 balls)'}
      </h2>
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

/** The Fantasy Point System, drawn from the same tables the scoring engine uses, each source of points named as a player's breakdown names it. */
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
