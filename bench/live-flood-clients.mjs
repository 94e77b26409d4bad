// The flood of bench/live-flood.mjs: a process of its own whose connections each send CONNECT
// and then --frames SUBSCRIBE frames packed into WebSocket messages of about 60 KB, as the outside
// review did; a connection the server closes (an ERROR frame past a limit) connects again at once
// and floods again (unless told to flood once), until told to stop. Commands on stdin, answers on stdout, one JSON a line:
//   {"cmd":"start","url":"ws://...","tokens":[...],"connections":n,"frames":1000,"destinations":[...],"again":true}
//        connection i signs in with tokens[i % tokens.length]; with "again": false each connection
//        floods once and is not opened again                           -> {"event":"started"}
//   {"cmd":"stop"}  -> closes every connection                      -> {"event":"stopped", ...counts}
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';

const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const MESSAGE_BYTES = 60 * 1024;
let flood;

const frame = (command, headers) => `${command}\n${Object.entries(headers).map(([key, value]) => `${key}:${value}`).join('\n')}\n\n\0`;

/** The SUBSCRIBE frames of one flood, packed into messages of at most MESSAGE_BYTES. */
function floodMessages(frames, destinations) {
  const messages = [];
  let current = '';
  for (let i = 0; i < frames; i++) {
    const next = frame('SUBSCRIBE', { id: `sub-${i}`, destination: destinations[i % destinations.length], ack: 'auto' });
    if (current.length + next.length > MESSAGE_BYTES) {
      messages.push(current);
      current = '';
    }
    current += next;
  }
  if (current) messages.push(current);
  return messages;
}

function start({ url, tokens, connections, frames, destinations, again = true }) {
  const messages = floodMessages(frames, destinations);
  const counts = { connects: 0, connected: 0, floods: 0, subscribeFramesSent: 0, messagesReceived: 0, errors: {}, closedByServer: 0 };
  const sockets = new Set();
  let stopping = false;
  const open = (index) => {
    if (stopping) return;
    counts.connects += 1;
    const socket = new WebSocket(url, ['v12.stomp'], { perMessageDeflate: false });
    sockets.add(socket);
    socket.on('open', () => socket.send(frame('CONNECT', { 'accept-version': '1.2', host: 'crease', 'heart-beat': '0,0', Authorization: `Bearer ${tokens[index % tokens.length]}` })));
    socket.on('message', (data) => {
      const text = data.toString('utf8', 0, 200);
      if (text.startsWith('CONNECTED')) {
        counts.connected += 1;
        counts.floods += 1;
        for (const message of messages) socket.send(message);
        counts.subscribeFramesSent += frames;
      } else if (text.startsWith('MESSAGE')) {
        counts.messagesReceived += 1;
      } else if (text.startsWith('ERROR')) {
        const message = /\nmessage:([^\n]*)/.exec(text)?.[1] ?? 'ERROR';
        counts.errors[message] = (counts.errors[message] ?? 0) + 1;
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      if (stopping) return;
      counts.closedByServer += 1;
      if (again) setImmediate(() => open(index));
    });
  };
  for (let i = 0; i < connections; i++) open(i);
  flood = {
    stop: async () => {
      stopping = true;
      const closing = [...sockets].map((socket) => new Promise((resolve) => {
        socket.once('close', resolve);
        socket.terminate();
      }));
      await Promise.all(closing);
      return counts;
    },
  };
  say({ event: 'started' });
}

createInterface({ input: process.stdin }).on('line', async (line) => {
  const command = JSON.parse(line);
  if (command.cmd === 'start') start(command);
  else if (command.cmd === 'stop') {
    const counts = await flood.stop();
    flood = undefined;
    say({ event: 'stopped', ...counts });
  }
});
