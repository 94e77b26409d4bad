import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const page = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers: { Accept: 'text/html', ...headers } });

describe('the web app on the same port', () => {
  it.each(['/', '/?from=mail', '/home', '/contests/12/players', '/admin/create-match?from=menu'])(
    'serves the app for the client route %s, whatever encodings the client accepts',
    async (url) => {
      for (const encoding of ['identity', 'gzip', 'br, gzip']) {
        const response = await page(url, { 'Accept-Encoding': encoding });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('<div id="root">');
      }
    },
  );

  it('serves hashed assets cached for a year', async () => {
    const response = await page('/assets/app-3f2a.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves a precompressed sibling when the browser accepts it', async () => {
    const response = await fetch(`${server.url}/assets/app-3f2a.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('console.log("crease")');
  });

  it('answers a missing file and an unknown API path with a JSON 404, not the app', async () => {
    const asset = await page('/assets/missing-1234.js');
    expect(asset.status).toBe(404);
    const api = await server.api.get('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'There is nothing at GET /api/no-such-thing.' });
    const post = await server.api.post('/home', {});
    expect(post.status).toBe(404);
  });

  it('never serves a hidden file or folder left in the build, such as .DS_Store or .git', async () => {
    fs.writeFileSync(path.join(server.webDir, '.DS_Store'), 'finder-metadata');
    fs.mkdirSync(path.join(server.webDir, '.git'), { recursive: true });
    fs.writeFileSync(path.join(server.webDir, '.git', 'config'), '[remote "origin"]');
    fs.writeFileSync(path.join(server.webDir, '.env.js'), 'SECRET=1');
    for (const url of ['/.DS_Store', '/.git/config', '/.env.js']) {
      const response = await page(url);
      expect(await response.text()).not.toMatch(/finder-metadata|remote "origin"|SECRET=1/);
    }
    expect((await page('/.env.js')).status).toBe(404);
  });

  it('never serves a file outside the build, however the path climbs', async () => {
    fs.writeFileSync(path.join(server.webDir, '..', 'outside.txt'), 'outside-the-build');
    for (const url of ['/../outside.txt', '/assets/%2e%2e/%2e%2e/outside.txt', '/assets/..%2f..%2foutside.txt', '/%2e%2e%2foutside.txt']) {
      const response = await fetch(`${server.url}${url}`);
      expect(await response.text()).not.toContain('outside-the-build');
    }
  });

  it("gives another site's pages no way to call the API: no CORS headers, and its preflight is refused", async () => {
    const evil = { Origin: 'https://evil.example' };
    const read = await server.api.get('/api/matches/upcoming', { headers: evil });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/api/user/kyc`, {
      method: 'OPTIONS',
      headers: { ...evil, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('answers a query parameter sent twice with a 400 naming it, not with either value', async () => {
    const response = await server.api.get('/api/matches/upcoming?limit=5&limit=500');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/limit/i);
  });

  it('sends security headers', async () => {
    const response = await page('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // A JSON answer carries what an API needs: no sniffing, framing or referrer, and no page's policy.
    const api = await server.api.get('/api/matches/upcoming');
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('referrer-policy')).toBe('no-referrer');
    expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
    // The API's docs are a page: its scripts and styles load.
    const docs = await server.api.get('/api/docs/');
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('operations', () => {
  it('reports health with the database engine', async () => {
    const response = await server.api.get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('describes the API in OpenAPI, generated from the route schemas', async () => {
    const response = await server.api.get('/api/docs/json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const login = response.body.paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    // Access as the hook enforces it: public routes need no token, admin routes say so.
    expect(login.security).toEqual([]);
    expect(response.body.paths['/api/auth/me'].get.security).toBeUndefined();
    expect(response.body.paths['/api/admin/outbox'].get.description).toMatch(/^Admins only\./);
    const ui = await page('/api/docs/');
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('answers a body-less call sent with a JSON content type', async () => {
    const response = await fetch(`${server.url}/api/auth/me`, { method: 'GET', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(401);
  });
});
