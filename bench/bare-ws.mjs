// The baseline of bench/live-push.mjs: a bare `ws` server that broadcasts one frame, serialised
// once, to every connected client. Listens on 127.0.0.1 on a free port and prints {"port": N};
// then reads {"cmd":"broadcast","frame":"<base64>"} lines on stdin and answers
// {"event":"sent","t0":<epoch ms when the loop began>,"clients":N}.
import { createInterface } from 'node:readline';
import { WebSocketServer } from 'ws';

const now = () => performance.timeOrigin + performance.now();
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
const clients = new Set();
server.on('connection', (socket) => {
  clients.add(socket);
  socket.on('close', () => clients.delete(socket));
});
server.on('listening', () => console.log(JSON.stringify({ port: server.address().port })));

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.cmd !== 'broadcast') return;
  const frame = Buffer.from(message.frame, 'base64');
  const t0 = now();
  for (const socket of clients) socket.send(frame);
  console.log(JSON.stringify({ event: 'sent', t0, clients: clients.size }));
});
// If the bench dies without stopping us, do not linger: exit when our stdin (its pipe) closes.
process.stdin.on('end', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
