// A TCP proxy that holds every chunk for a set time in each direction, for bench/db-latency.mjs
// where the kernel has no `netem` queueing discipline (CONFIG_NET_SCH_NETEM): it runs inside the
// database's network namespace, in front of PostgreSQL, so the server's traffic still crosses the
// veth pair between the namespaces. Chunks keep their order in each direction.
//   node bench/delay-proxy.mjs <listen host> <listen port> <target host> <target port>
// stdin: one number a line, the delay in milliseconds each way from then on; stdout: {"port": N}.
import net from 'node:net';
import { createInterface } from 'node:readline';

const [listenHost, listenPort, targetHost, targetPort] = process.argv.slice(2);
let delayMs = 0;

/** Writes chunks from `from` to `to`, each `delayMs` after it arrived, in order. */
function pipeDelayed(from, to) {
  const queue = [];
  let timer;
  const release = () => {
    timer = undefined;
    const now = performance.now();
    while (queue.length > 0 && queue[0].due <= now) to.write(queue.shift().chunk);
    if (queue.length > 0) timer = setTimeout(release, Math.max(0, queue[0].due - performance.now()));
  };
  from.on('data', (chunk) => {
    if (delayMs <= 0 && queue.length === 0) {
      to.write(chunk);
      return;
    }
    queue.push({ chunk, due: performance.now() + delayMs });
    if (!timer) timer = setTimeout(release, Math.max(0, queue[0].due - performance.now()));
  });
  from.on('end', () => {
    const finish = () => (queue.length > 0 ? setTimeout(finish, 1) : to.end());
    finish();
  });
}

const server = net.createServer((client) => {
  client.setNoDelay(true);
  const upstream = net.connect(Number(targetPort), targetHost);
  upstream.setNoDelay(true);
  pipeDelayed(client, upstream);
  pipeDelayed(upstream, client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
});
server.listen(Number(listenPort), listenHost, () => console.log(JSON.stringify({ port: server.address().port })));
createInterface({ input: process.stdin }).on('line', (line) => {
  const value = Number(line.trim());
  if (Number.isFinite(value) && value >= 0) {
    delayMs = value;
    console.log(JSON.stringify({ delayMs }));
  }
});
process.stdin.on('end', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
