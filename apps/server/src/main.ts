import type { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { openDatabase, SESSION_LOCKS, type Database } from './db/client.ts';
import { ConfigError, loadConfig, type Config } from './env.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { connectRedis } from './lib/redis.ts';
import { SingletonJob } from './lib/singleton-job.ts';
import { startDemo } from './seed/demo.ts';
import { demoLogins } from './seed/demo-accounts.ts';

/** Starts the server; stops gracefully on SIGINT/SIGTERM (in-flight requests finish first). */
async function main(): Promise<void> {
  let config: Config | undefined;
  let database: Database | undefined;
  let redis: Redis | undefined;
  try {
    config = loadConfig();
    database = await openDatabase(config);
    await database.migrate(); // one process at a time
    redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
    const { server, services } = await buildApp({ config, database, redis });
    if (config.admin) {
      // Processes of one deployment may start together: one at a time makes the admin.
      const startUp = (await database.sessionLock(SESSION_LOCKS.startUp, { wait: true, label: 'start-up' }))!;
      try {
        await services.auth.ensureAdmin(config.admin);
      } finally {
        await startUp.release();
      }
    }

    // The demo is seeded and replayed by one process of a deployment; the others wait to take over.
    const demoOptions = { adminConfigured: Boolean(config.admin), ballSeconds: config.demoBallSeconds, log: server.log };
    const demo = config.demo
      ? new SingletonJob(database, { key: SESSION_LOCKS.demo, label: 'demo', log: server.log, run: () => startDemo(services, demoOptions) })
      : undefined;
    await demo?.start();

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) {
        server.log.warn(`${signal} again: exiting now`);
        process.exit(1);
      }
      stopping = true;
      server.log.info(`${signal}: finishing requests, then stopping`);
      const deadline = setTimeout(() => {
        server.log.error('shutdown took over 10 s: exiting');
        process.exit(1);
      }, 10_000);
      deadline.unref();
      await demo?.stop();
      await server.close();
      await redis?.quit().catch(() => {});
      await database?.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));

    await server.listen({ host: config.host, port: config.port });
    const address = server.server.address();
    const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
    const lines = [
      '',
      `  Crease is running at ${url}`,
      `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}` +
        `${redis ? ', Redis: on' : ''}; API docs: ${url}/api/docs`,
    ];
    if (config.demo) lines.push(...(await demoLogins(services.auth)).map((line) => `  ${line}`));
    if (config.admin) lines.push(`  Admin: ${config.admin.email} (password from ADMIN_PASSWORD)`);
    console.log(`${lines.join('\n')}\n`);
  } catch (error) {
    await redis?.quit().catch(() => {});
    await database?.close().catch(() => {});
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`\nPort ${config?.port} is already in use. Stop what runs there, or start with PORT=<another port>.\n`);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}

void main();
