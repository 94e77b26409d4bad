import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from './test-server.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-process-'));
const running = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Runs the real entry point as its own process (the pid held is the server's own). */
function launch(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // Never the CI run's DATABASE_URL: this test is about the embedded database.
    env: { PATH: process.env.PATH!, HOME: os.tmpdir(), DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO: 'on', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => {
    running.delete(child);
    resolve(code);
  }));
  const started = new Promise<Started>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /Crease is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => output });
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // A launch that is expected to fail is awaited through `exited` instead.
  started.catch(() => {});
  return { started, exited, output: () => output };
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  let token: string;

  it('starts on a fresh directory with the demo accounts it prints', async () => {
    const first = await launch().started;
    expect(first.output()).toContain('Demo player: player@crease.demo / crease-player-11');
    expect(first.output()).toContain('Demo admin:  admin@crease.demo / crease-admin-11');
    const login = await apiClient(first.url).post('/api/auth/login', { email: 'player@crease.demo', password: 'crease-player-11' });
    expect(login.status).toBe(200);
    token = login.body.token;

    const second = launch();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/The data directory .* is in use by another Crease server \(process \d+\)/);

    first.child.kill('SIGTERM');
    expect(await new Promise((resolve) => first.child.on('exit', resolve))).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'crease.lock'))).toBe(false);
    // The demo is played and paid before the server listens (about 20 s on a quiet 2-core
    // machine, more when other suites share it): a bound on a hang, not a measure.
  }, 180_000);

  it('keeps its data and its token secret across a restart, and makes the configured admin', async () => {
    const restarted = await launch({ ADMIN_EMAIL: 'Chief@Crease.in', ADMIN_PASSWORD: 'long-admin-pass' }).started;
    const api = apiClient(restarted.url);
    const me = await api.get('/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('player@crease.demo');

    const admin = await api.post('/api/auth/login', { email: 'chief@crease.in', password: 'long-admin-pass' });
    expect(admin.status).toBe(200);
    expect((await api.get('/api/admin/outbox', { token: admin.body.token })).status).toBe(200);
    expect(restarted.output()).toContain('Admin: chief@crease.in (password from ADMIN_PASSWORD)');

    restarted.child.kill('SIGINT');
    expect(await new Promise((resolve) => restarted.child.on('exit', resolve))).toBe(0);
  });

  it('refuses bad configuration with a message naming the variable', async () => {
    const bad = launch({ PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT: must be a whole number from 0 to 65535 (got "eighty")');
  });
});
