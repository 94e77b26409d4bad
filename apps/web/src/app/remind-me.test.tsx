import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleMatch, type MockReply } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const MATCHES = [sampleMatch({ id: 1, teamA: 'India', teamB: 'Australia' }), sampleMatch({ id: 2, teamA: 'England', teamB: 'New Zealand', matchType: 'ODI' })];

async function openHome() {
  localStorage.setItem('jwt', makeToken());
  renderApp('/home');
  await screen.findByRole('heading', { name: 'Upcoming matches' });
  return userEvent.setup();
}

/** A reply the test gives when it chooses, to see the card before the server has answered. */
function held() {
  let answer!: (reply: MockReply) => void;
  const reply = new Promise<MockReply>((resolve) => (answer = resolve));
  return { reply, answer };
}

describe('Remind me on an upcoming match card', () => {
  it('shows each match’s reminder as the server has it, turns one on at once (PUT) and off again (DELETE)', async () => {
    const put = held();
    let followed = [2];
    const api = mockApi({
      'GET /api/matches/upcoming': MATCHES,
      'GET /api/user/followed-matches': () => ({ matchIds: followed }),
      'PUT /api/matches/1/follow': async () => {
        const reply = await put.reply;
        followed = [...followed, 1];
        return reply;
      },
      'DELETE /api/matches/1/follow': () => {
        followed = followed.filter((id) => id !== 1);
        return { status: 204 };
      },
    });
    const user = await openHome();
    const shelf = within(screen.getByRole('region', { name: 'Upcoming matches' }));
    const india = await shelf.findByRole('button', { name: 'Remind me before India vs Australia' });
    expect(india).toHaveAttribute('aria-pressed', 'false');
    expect(await shelf.findByRole('button', { name: 'Reminder set for England vs New Zealand' })).toHaveAttribute('aria-pressed', 'true');
    // The card itself still leads to the match's contests: the bell is beside the link, not in it.
    expect(shelf.getByRole('link', { name: /India vs Australia/ })).toHaveAttribute('href', '/contests?matchId=1');

    await user.click(india);
    // On before the server has answered.
    expect(shelf.getByRole('button', { name: 'Reminder set for India vs Australia' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/matches/1/follow', body: undefined }]);
    put.answer({ status: 204 });
    // The list read again once the change has landed agrees with what the card shows.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user/followed-matches')).toHaveLength(2));
    expect(shelf.getByRole('button', { name: 'Reminder set for India vs Australia' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(shelf.getByRole('button', { name: 'Reminder set for India vs Australia' }));
    expect(shelf.getByRole('button', { name: 'Remind me before India vs Australia' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.writes().at(-1)).toEqual({ method: 'DELETE', path: '/api/matches/1/follow', body: undefined }));
    expect(shelf.getByRole('button', { name: 'Reminder set for England vs New Zealand' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to off when the server refuses, and says why in its words', async () => {
    const refusal = 'India vs Australia has already started: there is no deadline to remind you of.';
    mockApi({
      'GET /api/matches/upcoming': MATCHES,
      'PUT /api/matches/1/follow': { status: 409, body: { message: refusal } },
    });
    const user = await openHome();
    await user.click(await screen.findByRole('button', { name: 'Remind me before India vs Australia' }));
    await waitFor(() => expect(screen.getByText(refusal).closest('[role="alert"]')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Remind me before India vs Australia' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Remind me before England vs New Zealand' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Remind me on the list of all matches', () => {
  it('puts each match’s bell beside its row, which still opens the match’s contests', async () => {
    let followed = [2];
    const api = mockApi({
      'GET /api/matches/upcoming': MATCHES,
      'GET /api/user/followed-matches': () => ({ matchIds: followed }),
      'PUT /api/matches/1/follow': () => {
        followed = [...followed, 1];
        return { status: 204 };
      },
      'GET /api/contests': [],
      'GET /api/matches/1': MATCHES[0]!,
    });
    localStorage.setItem('jwt', makeToken());
    renderApp('/matches');
    const user = userEvent.setup();
    const india = await screen.findByRole('button', { name: 'Remind me before India vs Australia' });
    expect(await screen.findByRole('button', { name: 'Reminder set for England vs New Zealand' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(india);
    expect(await screen.findByRole('button', { name: 'Reminder set for India vs Australia' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/matches/1/follow', body: undefined }]);
    // The row is its own button, the bell not inside it: choosing the row opens the contests.
    const row = screen.getByRole('button', { name: /^India vs Australia/ });
    expect(within(row).queryByRole('button')).toBeNull();
    await user.click(row);
    expect(await screen.findByRole('heading', { name: 'Contests', level: 1 })).toBeInTheDocument();
  });
});
