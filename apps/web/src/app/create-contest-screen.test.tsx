import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sampleContest, sampleMatch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const MATCHES = [sampleMatch({ id: 1, teamA: 'India', teamB: 'Australia' }), sampleMatch({ id: 2, teamA: 'England', teamB: 'New Zealand' })];

async function openCreateContest(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/matches/upcoming': MATCHES, ...routes });
  localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
  renderApp('/admin/create-contest');
  await screen.findByRole('heading', { name: 'Create New Contest', level: 1 });
  await screen.findByRole('button', { name: /India vs Australia/ });
  return { user: userEvent.setup(), api };
}

const problems = () => screen.queryByRole('list', { name: 'Problems with the prize table' });
const problemTexts = () => (problems() ? within(problems()!).getAllByRole('listitem').map((item) => item.textContent) : []);

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Contest name'), 'Mega Contest');
  await user.type(screen.getByLabelText('Entry fee (₹)'), '49');
  await user.type(screen.getByLabelText('Prize pool (₹)'), '10000');
  await user.click(screen.getByRole('button', { name: /England vs New Zealand/ }));
}

describe('Create New Contest', () => {
  it('offers the upcoming matches under Select a Match, and marks the one chosen', async () => {
    const { user } = await openCreateContest();
    expect(screen.getByRole('heading', { name: 'Select a Match' })).toBeInTheDocument();
    const england = screen.getByRole('button', { name: /England vs New Zealand/ });
    expect(england).toHaveAttribute('aria-pressed', 'false');
    await user.click(england);
    expect(england).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts UPCOMING with Result Distributed off, and explains why neither can be changed', async () => {
    await openCreateContest();
    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('UPCOMING');
    const options = within(status).getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).disabled])).toEqual([
      ['UPCOMING', false],
      ['LIVE', true],
      ['COMPLETED', true],
    ]);
    expect(status).toHaveAccessibleDescription(/Status follows the match/);
    const distributed = screen.getByLabelText('Result Distributed');
    expect(distributed).not.toBeChecked();
    expect(distributed).toBeDisabled();
    expect(distributed).toHaveAccessibleDescription(/when the match completes/);
    expect(screen.getByLabelText('Flexible')).toHaveAccessibleDescription(/cancelled and every entry refunded/);
    expect(screen.getByLabelText('Max teams per user')).toHaveValue(1);
    expect(screen.getByLabelText('Spots')).toHaveValue(null);
  });

  it('suggests the whole pool to rank 1, following the pool until the table is edited', async () => {
    const { user } = await openCreateContest();
    await user.type(screen.getByLabelText('Prize pool (₹)'), '5000');
    expect(screen.getByLabelText('Prize row 1, from rank')).toHaveValue(1);
    expect(screen.getByLabelText('Prize row 1, to rank')).toHaveValue(1);
    expect(screen.getByLabelText('Prize row 1, amount per rank in rupees')).toHaveValue(5000);
    expect(screen.getByText(/Prizes total/)).toHaveTextContent('Prizes total ₹5,000.00 of the ₹5,000.00 pool');
    expect(problems()).toBeNull();
  });

  it('names every problem of the prize table as it is typed: over the pool, past the spots, overlapping', async () => {
    const { user } = await openCreateContest();
    await fillBasics(user);
    await user.type(screen.getByLabelText('Spots'), '100');
    await user.click(screen.getByRole('button', { name: '+ Add row' }));
    expect(screen.getByLabelText('Prize row 2, from rank')).toHaveValue(2);
    await user.clear(screen.getByLabelText('Prize row 2, to rank'));
    await user.type(screen.getByLabelText('Prize row 2, to rank'), '200');
    await user.type(screen.getByLabelText('Prize row 2, amount per rank in rupees'), '50');

    expect(problemTexts()).toEqual([
      'The prizes add up to ₹19,950, more than the prize pool of ₹10,000.',
      'The prizes pay down to rank 200, but the contest has only 100 spots.',
    ]);
    expect(screen.getByText('₹9,950.00 over')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Prize row 2, from rank'));
    await user.type(screen.getByLabelText('Prize row 2, from rank'), '1');
    expect(problemTexts()).toContain('Prize row 2: rank 1 is already paid by an earlier row; list ranks in order without overlap.');

    await user.click(screen.getByRole('button', { name: 'Remove prize row 2' }));
    expect(problems()).toBeNull();
  });

  it('refuses a table with problems before sending, in the same words', async () => {
    const { user, api } = await openCreateContest();
    await fillBasics(user);
    await user.clear(screen.getByLabelText('Prize row 1, amount per rank in rupees'));
    await user.type(screen.getByLabelText('Prize row 1, amount per rank in rupees'), '12000');
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));
    const message = screen.getByText('❌ The prizes add up to ₹12,000, more than the prize pool of ₹10,000.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('asks for a match before sending', async () => {
    const { user, api } = await openCreateContest();
    await user.type(screen.getByLabelText('Contest name'), 'Mega Contest');
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));
    expect(screen.getByText('❌ Select a match for the contest.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('creates the contest, says Contest created! and resets to the defaults', async () => {
    const { user, api } = await openCreateContest({ 'POST /api/contests': { status: 201, body: sampleContest() } });
    await fillBasics(user);
    await user.type(screen.getByLabelText('Spots'), '500');
    await user.clear(screen.getByLabelText('Max teams per user'));
    await user.type(screen.getByLabelText('Max teams per user'), '3');
    await user.click(screen.getByLabelText('Flexible'));
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));

    expect(await screen.findByText('Contest created!')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/contests',
        body: {
          name: 'Mega Contest',
          entryFee: 49,
          prizePool: 10000,
          matchId: 2,
          status: 'UPCOMING',
          resultDistributed: false,
          spots: 500,
          maxTeamsPerUser: 3,
          flexible: true,
          prizes: [{ fromRank: 1, toRank: 1, amount: 10000 }],
        },
      },
    ]);
    expect(screen.getByLabelText('Contest name')).toHaveValue('');
    expect(screen.getByLabelText('Prize pool (₹)')).toHaveValue(null);
    expect(screen.getByLabelText('Status')).toHaveValue('UPCOMING');
    expect(screen.getByLabelText('Result Distributed')).not.toBeChecked();
    expect(screen.getByLabelText('Flexible')).not.toBeChecked();
    expect(screen.getByRole('button', { name: /England vs New Zealand/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends empty spots as unlimited', async () => {
    const { user, api } = await openCreateContest({ 'POST /api/contests': { status: 201, body: sampleContest() } });
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));
    await screen.findByText('Contest created!');
    expect(api.writes()[0]?.body).toMatchObject({ spots: null, maxTeamsPerUser: 1, flexible: false });
  });

  it('shows the server’s message with a cross mark under the form', async () => {
    const { user } = await openCreateContest({ 'POST /api/contests': { status: 400, body: { message: 'The match has already started.' } } });
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));
    expect(await screen.findByText('❌ The match has already started.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contest name')).toHaveValue('Mega Contest');
  });

  it('says so when there is no upcoming match to choose', async () => {
    mockApi({ 'GET /api/matches/upcoming': [] });
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/create-contest');
    expect(await screen.findByText('No upcoming matches.')).toBeInTheDocument();
  });
});
