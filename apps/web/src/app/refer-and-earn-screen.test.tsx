import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralView } from '@crease/game';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const REFERRAL: ReferralView = {
  code: 'K7M2QX9P',
  link: 'http://localhost/register?ref=K7M2QX9P',
  referrerBonus: 100,
  refereeBonus: 50,
  monthlyCap: 10,
  referred: [
    { name: 'Meena Iyer', state: 'REWARDED', signedUpAt: '2026-04-01T10:00:00Z', rewardedAt: '2026-04-02T10:00:00Z' },
    { name: 'Kiran Rao', state: 'SIGNED_UP', signedUpAt: '2026-04-03T10:00:00Z', rewardedAt: null },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('Refer and Earn', () => {
  it('shows a signed-in player their code, their link to share, the terms in the server’s figures, and each friend with their state', async () => {
    mockApi({ 'GET /api/user/referral': REFERRAL });
    localStorage.setItem('jwt', makeToken());
    renderApp('/refer-and-earn');
    const sheet = await screen.findByRole('region', { name: 'Share your code' });
    expect(within(sheet).getByText('K7M2QX9P')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Your link')).toHaveValue('http://localhost/register?ref=K7M2QX9P');
    expect(screen.getByText(/you get ₹100\.00 of bonus money and your friend gets ₹50\.00\./)).toBeInTheDocument();
    expect(screen.getByText(/up to 10 friends a month/)).toBeInTheDocument();
    const friends = within(screen.getByRole('region', { name: 'Friends you referred' }));
    expect(friends.getByText('Meena Iyer')).toBeInTheDocument();
    expect(friends.getByText('Bonus paid')).toBeInTheDocument();
    expect(friends.getByText('Kiran Rao')).toBeInTheDocument();
    expect(friends.getByText('Signed up')).toBeInTheDocument();
  });

  it('asks a visitor to sign in for their code, and asks the API nothing', async () => {
    const api = mockApi({});
    renderApp('/refer-and-earn');
    expect(await screen.findByRole('heading', { name: 'Refer and Earn', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your code is in your account' })).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(api.calls.filter((call) => call.path.startsWith('/api/user/referral'))).toHaveLength(0);
  });
});

describe('signing up through a friend’s link', () => {
  it('sends the code from ?ref= and shows the server’s refusal of an unknown one', async () => {
    const api = mockApi({ 'POST /api/auth/register': { status: 400, body: { message: 'referralCode ZZZZ2222 is not a Crease referral code: check the link or the code your friend sent.' } } });
    renderApp('/register?ref=zzzz2222');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Sign up' }));
    expect(form.getByLabelText('Referral code (optional)')).toHaveValue('zzzz2222');
    await user.type(form.getByLabelText('Name'), 'Meena Iyer');
    await user.type(form.getByLabelText(/e-?mail/i), 'meena@example.com');
    await user.type(form.getByLabelText('Password'), 'cover-drive-42');
    await user.click(form.getByRole('button', { name: 'Sign up' }));
    expect(await form.findByText('❌ referralCode ZZZZ2222 is not a Crease referral code: check the link or the code your friend sent.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/auth/register')?.body).toMatchObject({ referralCode: 'ZZZZ2222' });
  });
});
