import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from './api-client.ts';

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/** A real HTTP server answering the way the Crease API (or a proxy in front of it) can. */
let server: Server;
let api: ApiClient;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    switch (request.url) {
      case '/api/echo':
        return json(200, {
          method: request.method,
          authorization: request.headers.authorization ?? null,
          contentType: request.headers['content-type'] ?? null,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          body: await bodyOf(request),
        });
      case '/api/nothing':
        response.writeHead(204);
        return response.end();
      case '/api/taken':
        return json(409, { message: 'An account with this e-mail already exists.' });
      case '/api/broken':
        response.writeHead(500, { 'Content-Type': 'text/html' });
        return response.end('<h1>Internal Server Error</h1>');
      case '/api/stale-session':
        response.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer realm="crease", error="invalid_token"' });
        return response.end(JSON.stringify({ message: 'Your session has expired. Sign in again.' }));
      case '/api/wrong-password':
        response.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer realm="crease"' });
        return response.end(JSON.stringify({ message: 'Incorrect e-mail or password.' }));
      case '/api/rows':
        response.writeHead(200, { 'Content-Type': 'application/json', Link: '</api/rows?before=2_9>; rel="next"', 'X-Total-Count': '1240' });
        return response.end(JSON.stringify([{ id: 1 }, { id: 2 }]));
      case '/api/rows?before=2_9':
        return json(200, [{ id: 3 }]);
      case '/api/empty-message':
        return json(502, { message: '' });
      default:
        return json(404, { message: 'Not found.' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('api client', () => {
  it('returns the parsed JSON of an OK answer', async () => {
    await expect(api.get('/api/echo')).resolves.toMatchObject({ method: 'GET' });
  });

  it("reads a page of a list with the next page's address from the Link header (none on the last) and the list's size from X-Total-Count", async () => {
    const first = await api.getPage<{ id: number }>('/api/rows');
    expect(first).toEqual({ items: [{ id: 1 }, { id: 2 }], next: '/api/rows?before=2_9', total: 1240 });
    await expect(api.getPage(first.next!)).resolves.toEqual({ items: [{ id: 3 }], next: null, total: null });
    await expect(api.getPage('/api/nowhere')).rejects.toMatchObject({ status: 404, message: 'Not found.' });
  });

  it('returns null for 204 No Content', async () => {
    await expect(api.delete('/api/nothing')).resolves.toBeNull();
  });

  it('always says it speaks JSON, and sends a body as JSON', async () => {
    const answer = await api.post<{ contentType: string; body: string }>('/api/echo', { email: 'asha@example.com' });
    expect(answer.contentType).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({ email: 'asha@example.com' });
    await expect(api.get('/api/echo')).resolves.toMatchObject({ contentType: 'application/json', body: '' });
  });

  it('sends the headers a call adds, such as an Idempotency-Key, beside its own', async () => {
    const answer = await api.post('/api/echo', { amount: 100 }, { headers: { 'Idempotency-Key': 'deposit-1' } });
    expect(answer).toMatchObject({ idempotencyKey: 'deposit-1', contentType: 'application/json' });
    await expect(api.post('/api/echo', {})).resolves.toMatchObject({ idempotencyKey: null });
  });

  it('adds the bearer token from localStorage.jwt when there is one, and nothing otherwise', async () => {
    await expect(api.get('/api/echo')).resolves.toMatchObject({ authorization: null });
    localStorage.setItem('jwt', 'header.payload.signature');
    await expect(api.get('/api/echo')).resolves.toMatchObject({ authorization: 'Bearer header.payload.signature' });
  });

  it("raises the body's message with the status", async () => {
    const failure = api.post('/api/taken', {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'An account with this e-mail already exists.' });
  });

  it('raises "HTTP error! status: N" when the body carries no message', async () => {
    await expect(api.get('/api/broken')).rejects.toMatchObject({ status: 500, message: 'HTTP error! status: 500' });
    await expect(api.get('/api/empty-message')).rejects.toMatchObject({ status: 502, message: 'HTTP error! status: 502' });
  });

  it('drops the stored token when the server says it is no longer valid', async () => {
    localStorage.setItem('jwt', 'header.payload.signature');
    await expect(api.get('/api/stale-session')).rejects.toThrow('Your session has expired. Sign in again.');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('keeps the token on any other 401, such as a wrong password while signed in', async () => {
    localStorage.setItem('jwt', 'header.payload.signature');
    await expect(api.post('/api/wrong-password', {})).rejects.toThrow('Incorrect e-mail or password.');
    expect(localStorage.getItem('jwt')).toBe('header.payload.signature');
    localStorage.removeItem('jwt');
  });
});
