import type { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ConfigError, loadConfig, type Config } from './env.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { connectRedis } from './lib/redis.ts';
import { demoLogins, seedDemo } from './seed/demo-accounts.ts';
import { seedDemoCatalogue } from './seed/demo-catalogue.ts';
import { seedDemoEntries } from './seed/demo-entries.ts';
import { ensureRivals, seedDemoLive, seedDemoResult } from './seed/demo-matches.ts';
import { seedDemoFriends } from './seed/demo-friends.ts';
import { DemoReplay } from './seed/demo-replay.ts';

/** Starts the server; stops gracefully on SIGINT/SIGTERM (in-flight requests finish first). */
async function main(): Promise<void> {
  let config: Config | undefined;
  let database: Database | undefined;
  let redis: Redis | undefined;
  try {
    config = loadConfig();
    database = await openDatabase(config);
    await database.migrate();
    redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
    const { server, services } = await buildApp({ config, database, redis });

    if (config.admin) await services.auth.ensureAdmin(config.admin);
    let replay: DemoReplay | undefined;
    if (config.demo) {
      const fresh = await seedDemo(services.auth, { adminConfigured: Boolean(config.admin) });
      const scheduled = await seedDemoCatalogue(services);
      if (scheduled > 0) server.log.info(`demo: scheduled ${scheduled} real matches with their squads and contests`);
      await seedDemoEntries(services);
      const rivals = await ensureRivals(services);
      const played = fresh ? await seedDemoResult(services, rivals) : undefined;
      if (played) server.log.info(`demo: match ${played} has been played, completed and paid out`);
      const live = await seedDemoLive(services, rivals);
      if (live) server.log.info(`demo: match ${live} is live, a delivery every ${config.demoBallSeconds} s`);
      const friends = await seedDemoFriends(services, rivals);
      if (friends.leagueId) server.log.info(`demo: the demo player has a private contest (${friends.contestId ?? 'none'}) and a league (${friends.leagueId}) with friends`);
      replay = new DemoReplay(services, { ballSeconds: config.demoBallSeconds, log: server.log, scheduleNext: () => seedDemoLive(services, rivals) });
      await replay.start();
    }

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
      replay?.stop();
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
