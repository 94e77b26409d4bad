import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

// A Redis server of the test's own, on a free port, to stop and start again as an outage would:
// the deployment's shared Redis (6379) is never stopped. In-memory only (no snapshot, no AOF).

export interface OwnRedis {
  url: string;
  port: number;
  /** Stops it (SIGTERM) and waits for the exit: its clients lose their connections. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty; resolves once it accepts connections. */
  start(): Promise<void>;
}

const running = new Set<ChildProcess>();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve(child);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      const stopping = child;
      child = undefined;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGTERM');
      await exited;
    },
    start: async () => {
      if (child) return;
      child = await launch(port);
    },
  };
}

/** Stops every Redis a test started and left running. */
export async function stopAllOwnRedis(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    }),
  );
}
