import { useState } from 'react';
import { Link } from 'react-router';
import styles from './DemoTeamPicker.module.css';

/** The spec's demo picker: four made-up players, one of each role. */
const DEMO_PLAYERS = [
  { id: 1, name: 'Arjun Mehta', role: 'Batsman', credit: 9.5 },
  { id: 2, name: 'Kabir Sandhu', role: 'Bowler', credit: 8.5 },
  { id: 3, name: 'Rohan Iyer', role: 'All-Rounder', credit: 9 },
  { id: 4, name: 'Dev Kulkarni', role: 'Wicket-Keeper', credit: 8 },
] as const;

const TEAM_SIZE = 11;

const initials = (name: string) =>
  name
    .split(' ')
    .map((word) => word[0])
    .join('');

/**
 * A taste of team picking for visitors, on the start page: no data, no calls, kept tiny because
 * it ships with the first script.
 */
export function DemoTeamPicker() {
  const [picked, setPicked] = useState<number[]>([]);
  const [previewing, setPreviewing] = useState(false);

  const toggle = (id: number) => {
    setPreviewing(false);
    if (picked.includes(id)) {
      setPicked(picked.filter((other) => other !== id));
    } else if (picked.length >= TEAM_SIZE) {
      window.alert('You can only select up to 11 players');
    } else {
      setPicked([...picked, id]);
    }
  };

  const chosen = DEMO_PLAYERS.filter((player) => picked.includes(player.id));

  return (
    <section className={styles.demo} aria-labelledby="demo-title">
      <div className={styles.intro}>
        <h2 id="demo-title" className={styles.title}>
          Try it: pick your players
        </h2>
        <p className={styles.lead}>Tap a player to add them to your team, tap again to drop them.</p>
      </div>
      <ul className={styles.players}>
        {DEMO_PLAYERS.map((player) => {
          const on = picked.includes(player.id);
          return (
            <li key={player.id}>
              <button type="button" className={styles.player} aria-pressed={on} onClick={() => toggle(player.id)}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(player.name)}
                </span>
                <span className={styles.who}>
                  <span className={styles.name}>{player.name}</span>
                  <span className={styles.role}>{player.role}</span>
                </span>
                <span className={styles.credit}>{player.credit} pts</span>
                <span className={styles.mark} aria-hidden="true">
                  {on ? '✓' : '+'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.preview} onClick={() => setPreviewing(true)}>
        Preview Team ({picked.length}/{TEAM_SIZE})
      </button>
      <div role="status" className={styles.result}>
        {previewing && (
          <div className={styles.card}>
            <p className={styles.cardTitle}>{chosen.length === 0 ? 'Your team is empty so far.' : `Your team: ${chosen.map((player) => player.name).join(', ')}`}</p>
            <p>
              This demo has only four players. A real team has 11 from the two sides of a real match, within 100 credits, with a Captain who scores 2x
              and a Vice-Captain who scores 1.5x.
            </p>
            <Link to="/register" className={styles.signUp}>
              Sign up to pick from real squads
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
