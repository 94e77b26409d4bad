#!/usr/bin/env node
// `npm audit --omit=dev`, as CI runs it: a high or critical advisory against what Crease ships
// fails the build, unless docs/SECURITY.md's "Accepted advisories" table names it (its GHSA id)
// with why it cannot reach Crease.
//
//   node scripts/audit.mjs                  ask the registry's advisory service
//   node scripts/audit.mjs --report FILE    read a report saved with `npm audit --omit=dev --json`
//
// When the advisory service cannot be reached (some networks let only GET through to the
// registry, and npm asks for advisories with a POST), nothing was checked: the script says so
// plainly and does not pretend otherwise. It exits 0 then, so a closed network does not stop a
// build; the line it prints is the record that the check did not run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const FAILING = new Set(['high', 'critical']);

function readReport() {
  const at = process.argv.indexOf('--report');
  if (at !== -1) return fs.readFileSync(process.argv[at + 1], 'utf8');
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  return run.stdout;
}

/** The GHSA ids docs/SECURITY.md accepts, from the rows of its "Accepted advisories" table. */
function acceptedAdvisories() {
  const doc = fs.readFileSync(path.join(root, 'docs/SECURITY.md'), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith('Accepted advisories')) ?? '';
  return new Set(section.match(/GHSA(-[0-9a-z]{4}){3}/g) ?? []);
}

let report;
try {
  report = JSON.parse(readReport());
} catch {
  console.error('npm audit: its answer could not be read.');
  process.exit(1);
}

if (!report.vulnerabilities) {
  const why = report.message ?? report.error?.summary ?? 'no report';
  console.log(`npm audit: NOT CHECKED: the advisory service could not be reached (${why}).`);
  process.exit(0);
}

const accepted = acceptedAdvisories();
const failing = [];
for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
  for (const via of vulnerability.via) {
    // A string names another vulnerable package this one depends on: its own entry reports it.
    if (typeof via === 'string' || !FAILING.has(via.severity)) continue;
    const id = /GHSA(-[0-9a-z]{4}){3}/.exec(via.url ?? '')?.[0] ?? String(via.source);
    if (!accepted.has(id)) failing.push(`${via.severity}: ${name} ${via.range ?? ''} ${via.title ?? ''} (${via.url ?? id})`);
  }
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit: ${Object.entries(counts).map(([level, count]) => `${count} ${level}`).join(', ')}; ${accepted.size} accepted in docs/SECURITY.md.`);
if (failing.length > 0) {
  console.error(`High or critical advisories not accepted in docs/SECURITY.md:\n${failing.map((line) => `- ${line}`).join('\n')}`);
  console.error('Upgrade the package, or add the advisory to "Accepted advisories" in docs/SECURITY.md with why it cannot reach Crease.');
  process.exit(1);
}
