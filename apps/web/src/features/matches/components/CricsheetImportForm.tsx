import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast/toast-store.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { formatStartTime, isoToLocalInput, localInputToIso, matchTitle } from '../../../lib/format.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { importCricsheetMatch, type ImportedMatch } from '../api/matches-api.ts';
import { useRefreshMatches } from '../hooks/use-matches.ts';
import layout from '../../../components/ui/FormLayout.module.css';
import styles from './CricsheetImportForm.module.css';

/** Cricsheet match files are a few hundred kilobytes; anything far bigger is not one. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** A file's text, through FileReader: every browser has it (and so does the test DOM). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** Reads the chosen file as JSON, or says in words why it cannot be used. */
async function readMatchFile(file: File): Promise<{ json: unknown } | { problem: string }> {
  if (file.size === 0) return { problem: `❌ ${file.name} is empty. Choose a Cricsheet match file (.json).` };
  if (file.size > MAX_FILE_BYTES) return { problem: `❌ ${file.name} is too big to be a Cricsheet match file.` };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { problem: `❌ ${file.name} could not be read. Choose the file again.` };
  }
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null || !('info' in json)) {
      return { problem: `❌ ${file.name} is JSON but not a Cricsheet match: it has no "info" section.` };
    }
    return { json };
  } catch {
    return { problem: `❌ ${file.name} is not readable JSON. Choose a Cricsheet match file in JSON format (.json).` };
  }
}

/** Creates a match and both squads from a real Cricsheet match file, at a start time of the admin's choosing. */
export function CricsheetImportForm() {
  const [file, setFile] = useState<File | null>(null);
  const [start, setStart] = useState('');
  const [imported, setImported] = useState<ImportedMatch | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useFormSubmit('Import failed');
  const refreshMatches = useRefreshMatches();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    setImported(null);
    if (!file) return form.fail('❌ Choose a Cricsheet match file (.json).');
    const startTime = localInputToIso(start);
    if (!startTime) return form.fail('❌ Choose the date and time the match starts.');
    const read = await readMatchFile(file);
    if ('problem' in read) return form.fail(read.problem);
    await form.run(async () => {
      const result = await importCricsheetMatch(startTime, read.json);
      setImported(result);
      toast.success(MATCH_IMPORTED);
      setFile(null);
      setStart('');
      if (fileInput.current) fileInput.current.value = '';
      void refreshMatches();
    });
  };

  return (
    <form className={layout.form} onSubmit={(event) => void submit(event)} aria-label="Import a real match" noValidate>
      <div className={layout.row}>
        <div className={styles.file}>
          <label htmlFor="cricsheet-file" className={styles.label}>
            Cricsheet match file
          </label>
          <input
            ref={fileInput}
            id="cricsheet-file"
            className={styles.fileInput}
            type="file"
            accept=".json,application/json"
            aria-describedby="cricsheet-file-hint"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              form.clear();
            }}
          />
          <p id="cricsheet-file-hint" className={styles.hint}>
            One match in JSON, as downloaded from{' '}
            <a href="https://cricsheet.org/downloads/" target="_blank" rel="noreferrer">
              cricsheet.org
            </a>
            .
          </p>
        </div>
        <TextField
          label="Start date and time"
          type="datetime-local"
          name="importStartTime"
          min={isoToLocalInput(new Date().toISOString())}
          hint="When the replayed match starts, in your local time."
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
      </div>
      <div className={layout.actions}>
        <Button type="submit" variant="secondary" size="lg" busy={form.busy}>
          {form.busy ? 'Importing...' : 'Import Match'}
        </Button>
      </div>
      <FormMessage message={form.error} tone="error" />
      <div role="status">
        {imported && (
          <div className={styles.result}>
            <p className={styles.resultTitle}>
              ✅ Imported {matchTitle(imported.match)} ({imported.match.matchType})
            </p>
            <p className={styles.resultText}>
              Starts {formatStartTime(imported.match.startTime)}.{' '}
              {imported.players.length === 1 ? '1 player' : `${imported.players.length} players`} added with proposed roles and credits.
            </p>
            <p className={styles.links}>
              <Link to={`/admin/players?matchId=${imported.match.id}`}>Review the players</Link>
              <Link to="/admin/create-contest">Create a contest</Link>
            </p>
          </div>
        )}
      </div>
    </form>
  );
}

export const MATCH_IMPORTED = 'Match imported!';
