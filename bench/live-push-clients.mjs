// The load process of bench/live-push.mjs: thousands of WebSocket subscribers in one process,
// apart from the servers they listen to. Commands arrive on stdin and answers leave on stdout,
// one JSON object a line:
//   {"cmd":"connect","group":"server","url":"ws://...","destination":"/topic/...","tokens":[...]}
//        STOMP: CONNECT with each token, SUBSCRIBE, wait for the first MESSAGE  -> {"event":"ready",...}
//   {"cmd":"connect","group":"bare","url":"ws://...","count":5000}
//        plain WebSockets                                                      -> {"event":"ready",...}
//   {"cmd":"round","group":"server","id":7}
//        collect one message per client from now on                             -> {"event":"round","id":7,"arrivals":[...],...}
// Arrival times are epoch milliseconds (performance.timeOrigin + performance.now()), comparable
// with the parent's clock on the same machine.
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';

const now = () => performance.timeOrigin + performance.now();
const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const groups = new Map();
const CONNECT_AT_ONCE = 200;

function stompFrame(command, headers, body = '') {
  return `${command}\n${Object.entries(headers).map(([key, value]) => `${key}:${value}`).join('\n')}\n\n${body}\0`;
}

async function connect({ group: name, url, destination, tokens, count }) {
  const group = { clients: [], round: undefined };
  groups.set(name, group);
  const total = tokens ? tokens.length : count;
  const started = now();
  let ready = 0;
  let failed = 0;
  await new Promise((resolve) => {
    const done = () => {
      if (ready + failed === total) resolve();
    };
    let next = 0;
    const open = () => {
      if (next >= total) return;
      const index = next;
      next += 1;
      const client = { socket: undefined, last: undefined, got: false };
      group.clients[index] = client;
      const socket = new WebSocket(url, tokens ? ['v12.stomp'] : undefined, { perMessageDeflate: false });
      client.socket = socket;
      let first = true;
      socket.on('open', () => {
        if (tokens) socket.send(stompFrame('CONNECT', { 'accept-version': '1.2', host: 'crease', 'heart-beat': '0,0', Authorization: `Bearer ${tokens[index]}` }));
        else {
          ready += 1;
          open();
          done();
        }
      });
      socket.on('message', (data) => {
        const arrived = now();
        if (tokens && first) {
          const text = data.toString('utf8', 0, 16);
          if (text.startsWith('CONNECTED')) {
            socket.send(stompFrame('SUBSCRIBE', { id: 'sub-0', destination }));
            return;
          }
          if (text.startsWith('MESSAGE')) {
            first = false;
            ready += 1;
            open();
            done();
            return;
          }
          failed += 1;
          process.stderr.write(`client ${index}: ${data.toString('utf8').slice(0, 300)}\n`);
          open();
          done();
          return;
        }
        const round = group.round;
        if (round && !client.got) {
          client.got = true;
          client.last = data;
          round.arrivals[index] = arrived;
          round.bytes += data.length;
          round.left -= 1;
          if (round.left === 0) finishRound(name, group);
        }
      });
      socket.on('error', (error) => {
        failed += 1;
        process.stderr.write(`client ${index}: ${error.message}\n`);
        open();
        done();
      });
    };
    for (let k = 0; k < CONNECT_AT_ONCE; k += 1) open();
  });
  say({ event: 'ready', group: name, ready, failed, ms: now() - started });
}

function startRound({ group: name, id }) {
  const group = groups.get(name);
  for (const client of group.clients) client.got = false;
  group.round = { id, arrivals: new Array(group.clients.length), bytes: 0, left: group.clients.length };
}

function finishRound(name, group) {
  const { id, arrivals, bytes } = group.round;
  group.round = undefined;
  const sample = group.clients[0].last;
  say({ event: 'round', group: name, id, arrivals, bytes, sample: sample.toString('base64') });
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.cmd === 'connect') void connect(message);
  else if (message.cmd === 'round') startRound(message);
});
process.stdin.on('end', () => process.exit(0));
