// What the benches that run the real server share: their children, temporary directories and
// scratch database (all undone by cleanup(), also on Ctrl-C), the server started and waited for,
// the admin's sign-in, CPU time from /proc and the figures. See bench/README.md.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, mkdirSync, existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverMain = path.join(root, 'apps/server/dist/main.js');
export const ADMIN = { email: 'bench-admin@crease.test', password: 'bench-admin-password' };

// ---------------------------------------------------------------------------------------------
// Options.

/**
 * The command line: the bench's own options plus --quick (the bench's `quickDefaults` for what
 * the command line does not set), --build, --cpu-prof <dir>, --json <file> and -h (which prints
 * the comment block at the top of the script, after the #! line, and exits). Returns the values
 * and whole(name, min, max), which reads a whole-number option or exits 2.
 */
export function benchArgs(scriptUrl, options, quickDefaults = {}) {
  const { values: args, tokens } = parseArgs({
    tokens: true,
    options: {
      ...options,
      quick: { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (args.help) {
    const lines = readFileSync(fileURLToPath(scriptUrl), 'utf8').split('\n').slice(1);
    const end = lines.findIndex((line) => !line.startsWith('//'));
    console.log(lines.slice(0, end === -1 ? lines.length : end).map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
    process.exit(0);
  }
  // --quick: a short run to check the bench works (its figures are noisier); an option given
  // on the command line still wins.
  if (args.quick) {
    const given = new Set(tokens.filter((token) => token.kind === 'option').map((token) => token.name));
    for (const [name, value] of Object.entries(quickDefaults)) if (!given.has(name)) args[name] = value;
  }
  const whole = (name, min, max) => {
    const value = Number(args[name]);
    if (!Number.isInteger(value) || value < min || value > max) {
      console.error(`--${name} must be a whole number from ${min} to ${max} (got "${args[name]}")`);
      process.exit(2);
    }
    return value;
  };
  return { args, whole };
}

// ---------------------------------------------------------------------------------------------
// Children, temporary directories, closers (e.g. a proxy) and the scratch database, all undone by
// cleanup().

const children = new Set();
const tempDirs = [];
const closers = [];
const scratchDbs = []; // { adminUrl, name }, every one a bench made (paging makes two)
let cleaning;

export function tail(buffer) {
  return buffer.text.split('\n').slice(-40).join('\n');
}

/** A fresh temporary directory, removed by cleanup(). */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Something to close at cleanup(), after the children have stopped. */
export function onCleanup(close) {
  closers.push(close);
}

export function startChild(name, command, argv, env, options = {}) {
  const child = spawn(command, argv, { cwd: options.cwd ?? root, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const output = { text: '' };
  const keep = (chunk) => {
    output.text = (output.text + chunk.toString()).slice(-64_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const entry = { name, child, output, exited };
  children.add(entry);
  exited.then(() => children.delete(entry));
  return entry;
}

export async function stopChild(entry) {
  if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  entry.child.kill('SIGTERM');
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), 12_000);
  await entry.exited;
  clearTimeout(timer);
}

export async function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild));
    for (const close of closers) {
      try {
        await close();
      } catch {
        // closing anyway
      }
    }
    for (const scratchDb of scratchDbs) {
      try {
        await withPg(scratchDb.adminUrl, (client) => client.query(`drop database if exists "${scratchDb.name}" with (force)`));
      } catch (error) {
        console.error(`could not drop the scratch database ${scratchDb.name}: ${error.message}`);
      }
    }
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

/**
 * Runs a bench's main(): on SIGINT/SIGTERM prints `interrupted` and cleans up (exit 130); a throw
 * is printed and exits 1; cleanup() runs at the end either way.
 */
export async function runBench(main, interrupted) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`\n${signal}: ${interrupted}`);
      cleanup().finally(() => process.exit(130));
    });
  }
  console.log(`load average at the start: ${loadAverage()}`);
  try {
    await main();
  } catch (error) {
    console.error(`\nbench failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
    console.log(`load average at the end: ${loadAverage()}`);
  }
}

/** The machine's load average (1, 5 and 15 minutes), as `uptime` prints it. */
export function loadAverage() {
  return os.loadavg().map((value) => value.toFixed(2)).join(', ');
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: clients and the scratch database.

let pgModule;
async function pgClient(url) {
  pgModule ??= (await import('pg')).default;
  const client = new pgModule.Client({ connectionString: url });
  await client.connect();
  return client;
}

export async function withPg(url, work) {
  const client = await pgClient(url);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<pid>_<time>` on the server of adminUrl (whose own database is used only to
 * create and drop it); cleanup() drops it. */
export async function createScratchDb(adminUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await withPg(adminUrl, (client) => client.query(`create database "${name}"`));
  scratchDbs.push({ adminUrl, name });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const version = await withPg(url.toString(), (client) => client.query('show server_version'));
  return {
    url: url.toString(),
    name,
    address: url.host,
    host: url.hostname,
    port: url.port || '5432',
    user: decodeURIComponent(url.username || 'postgres'),
    version: version.rows[0].server_version,
  };
}

/**
 * Where a bench's server keeps its data: with DATABASE_URL a scratch database on that PostgreSQL
 * server (dropped by cleanup()), otherwise PGlite in the server's temporary DATA_DIR. Answers the
 * server's extra environment and a line that says which.
 */
export async function benchDatabase(prefix) {
  if (!process.env.DATABASE_URL) return { env: {}, database: 'PGlite (embedded, fresh temporary DATA_DIR)' };
  const db = await createScratchDb(process.env.DATABASE_URL, prefix);
  return { env: { DATABASE_URL: db.url }, database: `PostgreSQL ${db.version} at ${db.address} (scratch database ${db.name}, dropped at the end)` };
}

// ---------------------------------------------------------------------------------------------
// The real server.

/** With --cpu-prof <dir>: node flags that write a V8 CPU profile of a child into <dir>/<name>. */
export function profileArgs(cpuProfDir, name) {
  if (!cpuProfDir) return [];
  const dir = path.resolve(cpuProfDir, name);
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds apps/server/dist/main.js when asked to (--build) or when it is missing. */
export function buildServer(force) {
  if (force || !existsSync(serverMain)) {
    execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { cwd: root, stdio: 'inherit' });
  }
}

/**
 * Starts apps/server/dist/main.js (or `main`, another build) on a free port of 127.0.0.1 with a
 * fresh temporary DATA_DIR, LOG_LEVEL=warn, DEMO=off, the bench admin and AUTH_RATE_LIMIT=0 (plus
 * `env`), and waits up to 90 s for /healthz.
 */
export async function startServer({ name = 'server', tempPrefix, env: extra = {}, nodeArgs = [], spawnWith, main = serverMain }) {
  const dataDir = tempDir(tempPrefix);
  const eldFile = path.join(dataDir, 'event-loop-delay.json');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CREASE_BENCH_ELD_FILE: eldFile,
    LOG_LEVEL: 'warn',
    DEMO: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT: '0',
    ...extra,
  };
  const argv = ['--import', eldProbeUrl, ...nodeArgs, main];
  // spawnWith: a wrapper command (e.g. `ip netns exec <ns>`) the server runs under.
  const entry = spawnWith ? startChild(name, spawnWith[0], [...spawnWith.slice(1), process.execPath, ...argv], env) : startChild(name, process.execPath, argv, env);
  entry.startedAt = Date.now();
  entry.eldFile = eldFile;
  const base = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (entry.child.exitCode !== null) throw new Error(`the ${name} exited (${entry.child.exitCode}) before it was healthy:\n${tail(entry.output)}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${name} was not healthy within 90 s:\n${tail(entry.output)}`);
    await sleep(100);
  }
  return { entry, base, port: Number(env.PORT) };
}

const eldProbeUrl = new URL('./eld-probe.mjs', import.meta.url).href;
/** What bench/eld-probe.mjs reports is a 1 ms timer's lateness plus the 1 ms itself: taken off here. */
const ELD_RESOLUTION_MS = 1;

/**
 * The event loop's delay in a server started by startServer since the last mark (p50, p99, max
 * and mean in ms beyond the probe's 1 ms timer, and the samples), and a new window from now:
 * mark once before what is measured (that window is thrown away) and once after.
 */
export async function eventLoopMark(entry) {
  const read = () => {
    try {
      return JSON.parse(readFileSync(entry.eldFile, 'utf8'));
    } catch {
      return { sequence: 0 };
    }
  };
  const before = read().sequence;
  entry.child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = read();
    if (now.sequence > before) {
      const beyond = (value) => Math.max(0, value - ELD_RESOLUTION_MS);
      return { p50: beyond(now.p50), p99: beyond(now.p99), max: beyond(now.max), mean: beyond(now.mean), samples: now.samples };
    }
    if (Date.now() > deadline) return { p50: NaN, p99: NaN, max: NaN, mean: NaN, samples: 0 };
    await sleep(20);
  }
}

/** One API request; throws unless it is answered 2xx. */
export async function call(base, method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return { response, text, json: () => JSON.parse(text) };
}

/** The bench admin's bearer token. */
export async function adminToken(base) {
  return (await call(base, 'POST', '/api/auth/login', ADMIN)).json().token;
}

// ---------------------------------------------------------------------------------------------
// CPU time, from /proc (Linux): user + system, which does not count time spent waiting for a core.

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // keep 100
}
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  } catch {
    return undefined;
  }
}
export function cpuSeconds(pid) {
  const stat = statFields(pid);
  return stat ? (Number(stat.fields[11]) + Number(stat.fields[12])) / ticksPerSecond : NaN; // utime + stime
}
/** Every PostgreSQL process: live backends plus what the postmaster reaped from ended ones. */
export function postgresCpuSeconds() {
  let ticks = 0;
  let found = false;
  const pids = new Set();
  const procs = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statFields(name);
    if (stat?.comm !== 'postgres') continue;
    pids.add(name);
    procs.push({ pid: name, stat });
  }
  for (const { stat } of procs) {
    found = true;
    ticks += Number(stat.fields[11]) + Number(stat.fields[12]);
    // the postmaster (its parent is not postgres): add its reaped children (cutime + cstime)
    if (!pids.has(stat.fields[1])) ticks += Number(stat.fields[13]) + Number(stat.fields[14]);
  }
  return found ? ticks / ticksPerSecond : NaN;
}

// ---------------------------------------------------------------------------------------------
// Figures.

/** The median of the finite values (NaN if there are none). */
export const median = (values) => {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '-');

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} x ${cpus[0]?.model ?? 'unknown CPU'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}
