import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleTeam } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { AppRoutes } from './routes.tsx';
import { makeToken } from '../test/tokens.ts';

describe('sent to sign in from a signed-in page', () => {
  it('comes back to that page after signing up first, then signing in', async () => {
    const api = mockApi({
      'POST /api/auth/register': { status: 201, body: { message: 'Registered', user: { id: 8, name: 'Meena Iyer', email: 'meena@example.com', role: 'ROLE_USER' } } },
      'POST /api/auth/login': { token: makeToken({ name: 'Meena Iyer', email: 'meena@example.com' }) },
      'GET /api/my-team': [sampleTeam()],
    });
    renderApp('/my-team');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Sign in to Crease' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Meena Iyer');
    await user.type(screen.getByLabelText('E-mail'), 'meena@example.com');
    await user.type(screen.getByLabelText('Password'), 'cover-drive-42');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    // The form's own 1.5 s pause, then the sign-in with the address filled in.
    expect(await screen.findByRole('heading', { name: 'Sign in to Crease' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('meena@example.com');
    await user.type(screen.getByLabelText('Password'), 'cover-drive-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'My Teams', level: 1 })).toBeInTheDocument();
    expect(api.writes().map((call) => call.path)).toEqual(['/api/auth/register', '/api/auth/login']);
  }, 15_000); // the form's own 1.5 s pause and two forms typed in, on a busy machine

  it('is told why when a friend’s invitation waits behind the sign-in, on both forms', async () => {
    mockApi({});
    renderApp('/join/K7M2QX9P');
    const user = userEvent.setup();
    expect(await screen.findByText('Sign in, or sign up, to join your friend’s contest. You will be taken back to it.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Sign in, or sign up, to join your friend’s contest. You will be taken back to it.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Crease' })).toBeInTheDocument();
    expect(screen.getByText(/to join your friend’s contest/)).toBeInTheDocument();
  });

  it('says nothing more when signing in on its own', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to Crease' })).toBeInTheDocument();
    expect(screen.queryByText(/friend’s/)).toBeNull();
  });

  it.each(['//evil.example/steal', 'https://evil.example/steal', 'javascript:alert(1)'])(
    'goes home, not to %s, when that is where it was told it came from',
    async (from) => {
      mockApi({
        'POST /api/auth/login': { token: makeToken({ name: 'Meena Iyer', email: 'meena@example.com' }) },
        'GET /api/matches/upcoming': [],
        'GET /join/my-contests/details': [],
      });
      let at = '';
      function Where() {
        at = useLocation().pathname;
        return null;
      }
      render(
        <MemoryRouter initialEntries={[{ pathname: '/login', state: { from } }]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>,
      );
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('E-mail'), 'meena@example.com');
      await user.type(screen.getByLabelText('Password'), 'cover-drive-42');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByText('Welcome to your Fantasy Cricket Zone')).toBeInTheDocument();
      expect(at).toBe('/home');
    },
    15_000,
  );
});
