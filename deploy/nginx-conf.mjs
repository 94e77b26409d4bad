#!/usr/bin/env node
// Fills deploy/nginx.conf.template with where nginx listens and the Crease processes behind it.
//
//   node deploy/nginx-conf.mjs --listen 80 --upstream 127.0.0.1:8081 --upstream 127.0.0.1:8082 --prefix /srv/crease-nginx
//   nginx -p /srv/crease-nginx -c /srv/crease-nginx/nginx.conf -e /srv/crease-nginx/logs/error.log -g 'daemon off;'
//
// With --prefix it writes <prefix>/nginx.conf and makes <prefix>/logs and <prefix>/temp (nginx's
// relative paths resolve there); without, it prints the config. See docs/DEPLOY.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const usage = 'usage: node deploy/nginx-conf.mjs --listen <[address:]port> --upstream <host:port> [--upstream <host:port> ...] [--prefix <dir>]';

const { values } = parseArgs({
  options: {
    listen: { type: 'string' },
    upstream: { type: 'string', multiple: true },
    prefix: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message) {
  console.error(`${message}\n${usage}`);
  process.exit(1);
}

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const listen = values.listen ?? fail('--listen is missing');
if (!/^([\w.-]+:|\[[0-9a-f:]+\]:)?\d{1,5}$/i.test(listen)) fail(`--listen: expected a port or address:port, got "${listen}"`);
const upstreams = values.upstream ?? [];
if (upstreams.length === 0) fail('--upstream is missing: give one per Crease process');
for (const upstream of upstreams) {
  if (!/^[\w.-]+:\d{1,5}$/.test(upstream)) fail(`--upstream: expected host:port, got "${upstream}"`);
}

const template = fs.readFileSync(new URL('./nginx.conf.template', import.meta.url), 'utf8');
const config = template
  .replaceAll('{{listen}}', listen)
  .replaceAll('{{upstream_servers}}', upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n'));
if (config.includes('{{')) fail('deploy/nginx.conf.template has a place this script does not fill');

if (values.prefix) {
  const prefix = path.resolve(values.prefix);
  for (const dir of ['logs', 'temp']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
  console.log(path.join(prefix, 'nginx.conf'));
} else {
  process.stdout.write(config);
}
