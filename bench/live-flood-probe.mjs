// The latency probe of bench/live-flood.mjs: a process of its own that asks GET /healthz and
// GET /api/config on a fixed schedule (open loop: a request leaves every --every ms whether or not
// the last one has been answered, so a stall is counted in every request it holds up, not once).
// Commands on stdin, answers on stdout, one JSON object a line:
//   {"cmd":"start","base":"http://127.0.0.1:port","everyMs":20}  -> {"event":"started"}
//   {"cmd":"stop"}  -> waits for the requests under way, then
//                      {"event":"samples","healthz":[ms,...],"config":[ms,...],"errors":n}
import http from 'node:http';
import { createInterface } from 'node:readline';

const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let run;

function get(base, path) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(`${base}${path}`, { agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve({ ok: response.statusCode === 200, ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
    request.setTimeout(60_000, () => request.destroy());
  });
}

function start({ base, everyMs }) {
  const samples = { healthz: [], config: [], errors: 0 };
  const pending = new Set();
  let turn = 0;
  const timer = setInterval(() => {
    const [name, path] = turn++ % 2 === 0 ? ['healthz', '/healthz'] : ['config', '/api/config'];
    const request = get(base, path).then(({ ok, ms }) => {
      pending.delete(request);
      if (ok) samples[name].push(ms);
      else samples.errors += 1;
    });
    pending.add(request);
  }, everyMs);
  run = { timer, samples, pending };
  say({ event: 'started' });
}

async function stop() {
  clearInterval(run.timer);
  await Promise.all(run.pending);
  say({ event: 'samples', ...run.samples });
  run = undefined;
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line);
  if (command.cmd === 'start') start(command);
  else if (command.cmd === 'stop') void stop();
});
