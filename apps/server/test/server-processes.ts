import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { TestDatabase } from './test-database.ts';

// Real server processes of one deployment, as an operator runs them: the entry point
// (`src/main.ts` through tsx, as server-process.test.ts runs it), each on a port of its own, all
// against one PostgreSQL database and one Redis under a key prefix of the test's own.

const serverDir = path.resolve(import.meta.dirname, '..');
/** Every child started and not yet exited, listening or not (a test that fails half-way leaves none behind). */
const children = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null after a signal it did not handle). */
  exited: Promise<number | null>;
  /** Sends a signal and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the server with this environment (on top of quiet defaults); resolves once it listens. */
export function launchServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-deploy-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH!, HOME: os.tmpdir(), DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    let started = false;
    const read = (chunk: Buffer) => {
      output += chunk;
      const found = /Crease is running at http:\/\/localhost:(\d+)/.exec(output);
      if (!found || started) return;
      started = true;
      const port = Number(found[1]);
      const server: ServerProcess = {
        child,
        pid: child.pid!,
        url: `http://127.0.0.1:${port}`,
        port,
        output: () => output,
        exited,
        stop: async (signal = 'SIGTERM') => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      };
      resolve(server);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      if (!started) reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Stops every server process still running, started or still starting (SIGKILL). */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...children].map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    }),
  );
}

/** What every process of one deployment shares, and how to clean up what it left in Redis. */
export interface Deployment {
  env: Record<string, string>;
  redisKeyPrefix: string;
  /** Deletes the keys under the deployment's prefix; answers how many there were. */
  clearRedis(): Promise<number>;
}

export function deploymentOf(database: TestDatabase, extra: Record<string, string> = {}): Deployment {
  if (!database.url || !process.env.REDIS_URL) throw new Error('a deployment test needs DATABASE_URL and REDIS_URL');
  const redisKeyPrefix = `crease-test-${crypto.randomBytes(6).toString('hex')}:`;
  return {
    redisKeyPrefix,
    env: {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: process.env.REDIS_URL,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      JWT_SECRET: `one-deployment-one-secret-${crypto.randomBytes(16).toString('hex')}`,
      PAYMENT_WEBHOOK_SECRET: `one-deployment-one-webhook-secret-${crypto.randomBytes(16).toString('hex')}`,
      AUTH_RATE_LIMIT: '0',
      ...extra,
    },
    clearRedis: async () => {
      const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
      await redis.connect();
      try {
        const keys: string[] = [];
        let cursor = '0';
        do {
          const [next, batch] = await redis.scan(cursor, 'MATCH', `${redisKeyPrefix}*`, 'COUNT', 1000);
          cursor = next;
          keys.push(...batch);
        } while (cursor !== '0');
        if (keys.length > 0) await redis.del(...keys);
        return keys.length;
      } finally {
        await redis.quit();
      }
    },
  };
}

/** Polls until `done` holds: a condition, not a timer (the test waits on what the servers did). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, everyMs = 20): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
