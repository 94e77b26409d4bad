import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const back = () => screen.queryByRole('button', { name: 'Back' });

describe('Back button', () => {
  it.each([
    ['/', { name: 'Crease', level: 1 }],
    ['/login', { name: 'Sign in to Crease' }],
    ['/register', { name: 'Create your account' }],
  ])('is not on %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
    expect(back()).toBeNull();
  });

  it.each([
    ['/about', 'About Crease'],
    ['/faqs', 'Frequently Asked Questions'],
    ['/fantasy-point-system', 'Fantasy Point System'],
    ['/forgot-password', 'Forgot your password?'],
    ['/auth', 'Crease'],
    ['/no-such-page', 'Bowled! This page isn’t here.'],
  ])('is on %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(back()).toBeInTheDocument();
  });

  it('is on the signed-in pages', async () => {
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Control Center' })).toBeInTheDocument();
    expect(back()).toBeInTheDocument();
  });
});

describe('Signed-in pages', () => {
  it('send a signed-out visitor to sign in', async () => {
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Sign in to Crease' })).toBeInTheDocument();
  });

  it('treat an expired token as signed out, and forget it', async () => {
    localStorage.setItem('jwt', makeToken({ expiresIn: -60 }));
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Sign in to Crease' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('tell a player that the admin area is for admins, with a way home', async () => {
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_USER' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('heading', { name: 'Admin Control Center' })).toBeNull();
  });

  it('show the admin the four ways into the admin area', async () => {
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Control Center' });
    expect(screen.getByRole('link', { name: /Create Match/ })).toHaveAttribute('href', '/admin/create-match');
    expect(screen.getByRole('link', { name: /Create Contest/ })).toHaveAttribute('href', '/admin/create-contest');
    expect(screen.getByRole('link', { name: /Manage Contests/ })).toHaveAttribute('href', '/admin/contests');
    expect(screen.getByRole('link', { name: /Player Management/ })).toHaveAttribute('href', '/admin/players');
  });
});

describe('the spec’s /team-selection', () => {
  it('leads to the contests: a team is picked for a contest', async () => {
    localStorage.setItem('jwt', makeToken());
    mockApi({ 'GET /api/contests': [] });
    renderApp('/team-selection');
    expect(await screen.findByRole('heading', { name: 'Contests', level: 1 })).toBeInTheDocument();
  });
});
