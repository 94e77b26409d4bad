import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchScorecardView } from '@crease/game';
import { IPL_FINAL_DELIVERIES } from '../live-scoring.ts';
import { deploymentOf, killAllServers, launchServer, until, type Deployment, type ServerProcess } from '../server-processes.ts';
import { connectStomp } from '../stomp-client.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { apiClient, type ApiClient } from '../test-server.ts';
import { DEPLOYMENT_ADMIN, importIplFinal, signIn, startMatch } from './as-clients.ts';

// Debian's nginx (/usr/sbin/nginx) with the repository's config (deploy/nginx.conf.template,
// filled in by deploy/nginx-conf.mjs as an operator would), in front of two server processes:
// HTTP through it, the STOMP live channel through it, and each client's own address reaching
// the servers (TRUST_PROXY=on) whatever X-Forwarded-For the client sends. Runs where nginx is
// installed (see vitest.config.ts; .ci/run installs it).

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const AUTH_RATE_LIMIT = 3;

let database: TestDatabase;
let deployment: Deployment;
let servers: ServerProcess[];
let prefix: string;
let nginx: ChildProcess;
let nginxOutput = '';
let proxied: string;
let api: ApiClient;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A request from a client at `from` (another loopback address: nginx sees it, not 127.0.0.1). */
function requestFrom(from: string, method: string, url: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<{ status: number; body: string }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${proxied}${url}`,
      { method, localAddress: from, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  deployment = deploymentOf(database, {
    TRUST_PROXY: 'on',
    // Every request is logged with the client address the server took from the request.
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    ADMIN_EMAIL: DEPLOYMENT_ADMIN.email,
    ADMIN_PASSWORD: DEPLOYMENT_ADMIN.password,
  });
  servers = await Promise.all([launchServer(deployment.env), launchServer(deployment.env)]);

  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-nginx-'));
  fs.chmodSync(prefix, 0o755); // nginx's workers run as another user
  const port = await freePort();
  const upstreams = servers.flatMap((server) => ['--upstream', `127.0.0.1:${server.port}`]);
  const config = execFileSync(process.execPath, ['deploy/nginx-conf.mjs', '--listen', `127.0.0.1:${port}`, ...upstreams, '--prefix', prefix], { cwd: repoRoot, encoding: 'utf8' }).trim();
  nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', config, '-e', path.join(prefix, 'logs', 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (chunk) => (nginxOutput += chunk));
  nginx.stderr!.on('data', (chunk) => (nginxOutput += chunk));
  proxied = `http://127.0.0.1:${port}`;
  api = apiClient(proxied);
  await until(
    async () => {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${nginxOutput}`);
      return fetch(`${proxied}/healthz`).then((response) => response.status, () => 0);
    },
    (status) => status === 200,
  );
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM'); // its workers stop with it
    await exited;
  }
  await killAllServers();
  await database?.close();
  await deployment?.clearRedis();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

describe('nginx in front of two server processes (deploy/nginx.conf.template)', () => {
  it('passes HTTP requests on', async () => {
    const health = await api.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', database: 'postgres' });
    expect((await api.get('/api/matches/upcoming')).status).toBe(200);
  });

  it('carries a STOMP subscription over WebSocket, which receives the push of a delivery posted through it', async () => {
    const adminToken = await signIn(api, DEPLOYMENT_ADMIN);
    const { matchId } = await importIplFinal(api, adminToken);
    await startMatch(api, adminToken, matchId);
    const stomp = await connectStomp(proxied, adminToken);
    try {
      const card = `/topic/matches/${matchId}/scorecard`;
      await stomp.subscribe(card);
      await stomp.waitFor(card, 1);
      const over = IPL_FINAL_DELIVERIES.slice(0, 6);
      expect((await api.post(`/api/admin/matches/${matchId}/deliveries`, { deliveries: over }, { token: adminToken })).status).toBe(200);
      const last = over.at(-1)!;
      const pushed = (await stomp.waitUntil(card, (frames) => (frames.at(-1) as MatchScorecardView).lastBall?.over === last.over)) as MatchScorecardView[];
      expect(pushed.at(-1)!.lastBall).toMatchObject({ innings: last.innings, over: last.over, ball: last.ball });
    } finally {
      await stomp.close();
    }
  });

  it("keeps a link's token out of its access log and the servers' logs", async () => {
    const token = `reset-${crypto.randomUUID()}`;
    // The page a reset e-mail's link opens (the servers answer it whether or not the web app is built).
    await requestFrom('127.0.0.1', 'GET', `/reset-password?token=${token}`, { headers: { Accept: 'text/html' } });
    const accessLog = path.join(prefix, 'logs', 'access.log');
    const logged = await until(
      async () => (fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8') : ''),
      (text) => text.includes('GET /reset-password'),
    );
    expect(logged).not.toContain(token);
    expect(logged).toContain('"GET /reset-password HTTP/1.1" ');
    const serverLogs = await until(
      async () => servers.map((server) => server.output()).join(''),
      (text) => text.includes('/reset-password?token=[removed]'),
    );
    expect(serverLogs).not.toContain(token);
  });

  it("gives the servers each client's own address, not one the client wrote into X-Forwarded-For", async () => {
    // The address a server logged for a request (Fastify's request log: remoteAddress is request.ip).
    const probe = crypto.randomUUID();
    expect((await requestFrom('127.0.0.2', 'GET', `/healthz?probe=${probe}`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(200);
    const logged = await until(
      async () =>
        servers
          .flatMap((server) => server.output().split('\n'))
          .filter((line) => line.includes(probe))
          .map((line) => JSON.parse(line) as { req?: { remoteAddress: string } })
          .find((line) => line.req),
      (line) => line !== undefined,
    );
    expect(logged!.req!.remoteAddress).toBe('127.0.0.2');

    // Sign-ins are limited per client address, across both processes (Redis): one client runs
    // out, another does not, and the first cannot get round it by naming another address.
    const signInFrom = (from: string, headers: Record<string, string> = {}) =>
      requestFrom(from, 'POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'not-this-one-1' }, headers }).then((response) => response.status);
    for (let attempt = 0; attempt < AUTH_RATE_LIMIT; attempt += 1) expect(await signInFrom('127.0.0.3')).toBe(401);
    expect(await signInFrom('127.0.0.3')).toBe(429);
    expect(await signInFrom('127.0.0.3', { 'X-Forwarded-For': '198.51.100.1' })).toBe(429);
    expect(await signInFrom('127.0.0.4')).toBe(401);
  });
});
