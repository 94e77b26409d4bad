// The baseline of bench/catalogue.mjs: a bare Fastify app answering the two catalogue lists
// with the exact JSON the real server gave, from memory. No logger, hooks, plugins or schemas.
// Usage: node bench/bare-server.mjs <bodies.json>   (bodies.json: {"<path>": "<json text>", ...})
// Listens on 127.0.0.1 on a free port and prints {"port": N} on one line when ready.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const [path, json] of Object.entries(bodies)) {
  // The same content type the real server sends, so both answer the same bytes of body.
  app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
}
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: app.server.address().port }));

const stop = () => app.close().then(() => process.exit(0), () => process.exit(1));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// If the bench dies without stopping us, do not linger: exit when our stdin (its pipe) closes.
process.stdin.on('end', stop).resume();
