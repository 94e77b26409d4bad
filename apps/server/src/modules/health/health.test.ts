import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { startTestServer } from '../../../test/test-server.ts';

describe('GET /readyz and /healthz', () => {
  it('answers ready while the database answers, and 503 with Retry-After once it cannot be reached', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ database });
    try {
      const ready = await server.api.get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'off' });
      expect((await server.api.get('/healthz')).status).toBe(200);

      await database.close(); // the database goes away under the running server
      const unready = await server.api.get('/readyz');
      expect(unready.status).toBe(503);
      expect(unready.headers.get('retry-after')).toBe('5');
      expect(unready.body).toMatchObject({ status: 'unavailable', database: 'unreachable', message: 'This server cannot reach the database just now.' });
    } finally {
      await server.close();
    }
  });
});
