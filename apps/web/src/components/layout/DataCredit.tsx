import styles from './DataCredit.module.css';

/** The attribution the match data's licence (ODC-BY 1.0) asks for wherever squads are shown. */
export function DataCredit({ className }: { className?: string }) {
  return (
    <p className={`${styles.credit} ${className ?? ''}`.trim()}>
      Match data from{' '}
      <a href="https://cricsheet.org" target="_blank" rel="noopener noreferrer">
        Cricsheet
      </a>
      , licensed under the{' '}
      <a href="https://opendatacommons.org/licenses/by/1-0/" target="_blank" rel="noopener noreferrer">
        Open Data Commons Attribution License
      </a>
      .
    </p>
  );
}
