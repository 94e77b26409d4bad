import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endSession } from '../lib/auth-token.ts';
import { queryClient } from '../lib/query-client.ts';
import { mockApi } from '../test/mock-api.ts';
import { liveChannel } from '../test/mock-live.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

const ENDED = { status: 401, body: { message: 'You have been signed out. Sign in again.' }, headers: { 'WWW-Authenticate': 'Bearer realm="crease", error="invalid_token"' } };

function open(path: string) {
  const token = makeToken({ name: 'Asha Rao' });
  localStorage.setItem('jwt', token);
  renderApp(path);
  return { user: userEvent.setup(), token };
}

const signInHeading = () => screen.findByRole('heading', { name: 'Sign in to Crease' });

describe('Logout', () => {
  it('ends the session on the server with its token, then forgets the token and shows the sign-in page', async () => {
    let tokenWhenCalled: string | null = null;
    const api = mockApi({
      'GET /api/matches/upcoming': [],
      'GET /join/my-contests/details': [],
      'POST /api/auth/logout': () => {
        tokenWhenCalled = localStorage.getItem('jwt');
        return { status: 204 };
      },
    });
    const { user, token } = open('/home');
    await user.click(await screen.findByRole('button', { name: 'AR Profile' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await signInHeading()).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
    const logout = api.calls.find((call) => call.path === '/api/auth/logout')!;
    expect(logout.method).toBe('POST');
    expect(logout.headers.Authorization).toBe(`Bearer ${token}`);
    expect(tokenWhenCalled).toBe(token);
    // The person chose to leave: nothing is said about a session ending by itself.
    expect(screen.queryByText('You have been signed out. Sign in again.')).toBeNull();
  });

  it('still signs out here when the server cannot be reached', async () => {
    mockApi({
      'GET /api/matches/upcoming': [],
      'GET /join/my-contests/details': [],
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = open('/home');
    await user.click(await screen.findByRole('button', { name: 'AR Profile' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await signInHeading()).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('says nothing of an ended session when the session had already ended', async () => {
    mockApi({ 'GET /api/matches/upcoming': [], 'GET /join/my-contests/details': [], 'POST /api/auth/logout': ENDED });
    const { user } = open('/home');
    await user.click(await screen.findByRole('button', { name: 'AR Profile' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await signInHeading()).toBeInTheDocument();
    expect(screen.queryByText(/You have been signed out/)).toBeNull();
  });

  it('on /auth, ends the session on the server too, and shows the sign-in forms', async () => {
    const api = mockApi({ 'POST /api/auth/logout': { status: 204 } });
    const { user } = open('/auth');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/auth/logout', body: undefined }]);
  });
});

describe('A session ended elsewhere', () => {
  it('takes the person to sign in, saying why, once', async () => {
    mockApi({ 'GET /api/auth/me': ENDED, 'GET /api/matches/upcoming': ENDED, 'GET /join/my-contests/details': ENDED });
    open('/home');
    expect(await signInHeading()).toBeInTheDocument();
    expect(screen.getByText('You have been signed out. Sign in again.')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('is found when the live channel refuses it, and the person is signed out', async () => {
    const api = mockApi({ 'GET /api/auth/me': { id: 7, name: 'Asha Rao', email: 'asha@example.com', role: 'ROLE_USER', emailVerified: true } });
    open('/auth');
    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(liveChannel.isFollowed('/topic/leaderboard')).toBe(true));
    const asked = api.calls.filter((call) => call.path === '/api/auth/me').length;
    api.spy.mockImplementation(async () => new Response(JSON.stringify(ENDED.body), { status: 401, headers: ENDED.headers }));
    liveChannel.refuse('WebSocket Error: You have been signed out. Sign in again.');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(api.spy.mock.calls.length).toBeGreaterThan(asked);
  });

  it('leaves nothing read under it in the page: the next person to sign in here sees none of it', async () => {
    localStorage.setItem('jwt', makeToken({ name: 'Asha Rao' }));
    queryClient.setQueryData(['wallet', 'balance'], { balance: 1250, email: 'asha@example.com' });
    endSession('You have been signed out. Sign in again.');
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined();
  });

  it('in another tab, leaves nothing read under it there either', async () => {
    localStorage.setItem('jwt', makeToken({ name: 'Asha Rao' }));
    queryClient.setQueryData(['wallet', 'balance'], { balance: 1250 });
    localStorage.removeItem('jwt');
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt', newValue: null }));
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined();
  });
});
