import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { NOTIFICATION_WORKERS: '0' } });
  // As the web build lays them out: the manifest and the service worker at the root.
  fs.writeFileSync(path.join(server.webDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Crease', display: 'standalone' }));
  fs.writeFileSync(path.join(server.webDir, 'sw.js'), "self.addEventListener('push', () => {});\n");
});
afterAll(() => server?.close());

describe('the installable app', () => {
  it('serves the manifest as a web app manifest, checked again on every visit', async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({ name: 'Crease', display: 'standalone' });
  });

  it('serves the service worker as JavaScript with no-cache, so a new version is found at the next visit', async () => {
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
