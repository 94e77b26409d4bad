import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Redis } from 'ioredis';
import { buildApp, type App, type AppDeps } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { connectRedis } from '../src/lib/redis.ts';
import { createTestDatabase } from './test-database.ts';

/** The secret that signs the sandbox gateway's webhooks in tests, so a test can sign (or forge) one. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef';

export interface TestServer {
  url: string;
  app: App;
  database: Database;
  /** The folder the server serves the web app from. */
  webDir: string;
  api: ApiClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  deps?: Partial<Pick<AppDeps, 'google' | 'mailTransport' | 'clock' | 'logStream'>>;
  /** An existing database (its owner closes it); a fresh one otherwise. */
  database?: Database;
  /** Share Redis keys and channels with another test server (as processes of one deployment do). */
  redisKeyPrefix?: string;
}

/**
 * The real server on an ephemeral port with a fresh database, spoken to over HTTP as a client
 * would. With REDIS_URL set (the second CI run), it uses Redis under a key prefix of its own.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-test-'));
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  // Laid out as the web build is: index.html and hashed assets, each with precompressed siblings.
  const files = {
    'index.html': '<!doctype html><title>Crease</title><div id="root"></div>',
    'assets/app-3f2a.js': 'console.log("crease");\n'.repeat(10),
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(webDir, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '0',
    PUBLIC_URL: 'http://crease.test',
    PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const redisKeyPrefix = options.redisKeyPrefix ?? `crease-test-${crypto.randomBytes(6).toString('hex')}:`;
  const redis: Redis | undefined = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const app = await buildApp({ config, database, redis, redisKeyPrefix, ...options.deps });
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    app,
    database,
    webDir,
    api: apiClient(url),
    close: async () => {
      await app.server.close();
      if (redis) {
        const keys = await redis.keys(`${redisKeyPrefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
}

export type ApiClient = ReturnType<typeof apiClient>;

/** Speaks to the API as the web app does: JSON content type on every call, bearer token. */
export function apiClient(baseUrl: string) {
  async function request<T = any>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a page or a file): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
  return {
    request,
    get: <T = any>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
    post: <T = any>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
    put: <T = any>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, body, options),
    delete: <T = any>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
  };
}
