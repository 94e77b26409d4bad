// The baseline of bench/paging.mjs for a page the cache has not served: a bare node:http server
// that reads the same page of public contests by keyset with `pg` (one parameterised query on a
// pool of DATABASE_POOL_SIZE connections, as the server's default of 10) and answers its rows
// serialised with JSON.stringify. No framework, logger, ORM, matches, entry counts or cache.
// Usage: DATABASE_URL=... node bench/bare-paging.mjs   (prints {"port": N} on one line when ready)
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const PAGE = `select * from contests where not is_private and (starts_at, id) > ($1::timestamptz, $2::int) order by starts_at, id limit $3`;
const FIRST = `select * from contests where not is_private order by starts_at, id limit $1`;

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url, 'http://bare');
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const before = /^(-?\d+)_(\d+)$/.exec(url.searchParams.get('before') ?? '');
  try {
    const { rows } = before
      ? await pool.query(PAGE, [new Date(Number(before[1])).toISOString(), Number(before[2]), limit + 1])
      : await pool.query(FIRST, [limit + 1]);
    const body = JSON.stringify(rows.slice(0, limit));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));

const stop = () => server.close(() => pool.end().then(() => process.exit(0), () => process.exit(1)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// If the bench dies without stopping us, do not linger: exit when our stdin (its pipe) closes.
process.stdin.on('end', stop).resume();
