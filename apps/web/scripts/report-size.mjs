// Prints the size of the JavaScript a first visit downloads before anything runs: the entry chunk
// and every chunk it imports statically, gzip-compressed, read from Vite's build manifest.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) throw new Error('No entry chunk in the Vite manifest.');

const seen = new Set();
const css = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const [key] of entries) collect(key);

async function sizes(files) {
  const rows = [];
  for (const file of files) {
    const source = await readFile(join(dist, file));
    rows.push({ file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const js = await sizes([...seen].map((key) => manifest[key].file));
const styles = await sizes([...css]);
const total = (rows, field) => rows.reduce((sum, row) => sum + row[field], 0);

console.log('\nInitial JavaScript (entry chunk and its static imports):');
for (const row of js) console.log(`  ${row.file.padEnd(40)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}`);
const jsGzip = total(js, 'gzip');
console.log(`  ${'total'.padEnd(40)} ${kb(total(js, 'raw')).padStart(10)}  gzip ${kb(jsGzip).padStart(9)}  (budget ${BUDGET_KB} KB)`);
if (styles.length > 0) console.log(`Initial CSS: gzip ${kb(total(styles, 'gzip'))}`);
if (jsGzip > BUDGET_KB * 1024) {
  console.warn(`Initial JavaScript is over the ${BUDGET_KB} KB gzip budget.`);
}
