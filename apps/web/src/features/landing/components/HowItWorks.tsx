import styles from './HowItWorks.module.css';

const STEPS = [
  {
    title: 'Pick your 11',
    text: 'Choose 11 players from the two sides within 100 credits. Your captain earns 2x points, your vice-captain 1.5x.',
  },
  {
    title: 'Join a contest',
    text: 'Enter free or paid contests on the match from your wallet, any time before the first ball.',
  },
  {
    title: 'Follow it live',
    text: 'Every run, wicket and catch scores for your players, and the leaderboard moves as the match does.',
  },
] as const;

export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.title}>
        How Crease works
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
