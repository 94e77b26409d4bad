import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContestTemplateView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch, sampleContest, sampleMatch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const NOW = new Date().toISOString();
const MATCH_DAY: ContestTemplateView = {
  id: 4,
  name: 'Match day',
  autoApply: true,
  contests: [
    { name: 'Mega Contest', entryFee: 49, prizePool: 1000, spots: 100, maxTeamsPerUser: 6, flexible: false, prizes: [{ fromRank: 1, toRank: 1, amount: 1000 }] },
    { name: 'Head to Head', entryFee: 10, prizePool: 18, spots: 2, maxTeamsPerUser: 1, flexible: true, prizes: [{ fromRank: 1, toRank: 1, amount: 18 }] },
  ],
  createdAt: NOW,
  updatedAt: NOW,
};
const UPCOMING = sampleMatch({ id: 1, teamA: 'India', teamB: 'Australia' });

/** The templates as the server keeps them: made, replaced and deleted. */
function templatesApi(start: ContestTemplateView[] = [MATCH_DAY], routes: Parameters<typeof mockApi>[0] = {}) {
  let templates = start;
  return mockApi({
    'GET /api/admin/contest-templates': () => templates,
    'POST /api/admin/contest-templates': ({ body }) => {
      const made = { ...(body as ContestTemplateView), id: 9, createdAt: NOW, updatedAt: NOW };
      templates = [...templates, made];
      return { status: 201, body: made };
    },
    'PUT /api/admin/contest-templates/4': ({ body }) => {
      templates = templates.map((one) => (one.id === 4 ? { ...one, ...(body as ContestTemplateView) } : one));
      return templates.find((one) => one.id === 4)!;
    },
    'DELETE /api/admin/contest-templates/4': () => {
      templates = templates.filter((one) => one.id !== 4);
      return { status: 204 };
    },
    'GET /api/matches/upcoming': [UPCOMING],
    ...routes,
  });
}

function open(role: 'ROLE_ADMIN' | 'ROLE_USER' = 'ROLE_ADMIN') {
  localStorage.setItem('jwt', makeToken({ role }));
  renderApp('/admin/contest-templates');
  return userEvent.setup();
}

const newForm = () => within(screen.getByRole('form', { name: 'New template' }));

describe('Contest Templates', () => {
  it('is for admins only', async () => {
    open('ROLE_USER');
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeInTheDocument();
  });

  it('says Loading templates... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading templates...')).toBeInTheDocument();
  });

  it('lists each template with its contests, and those applied to every new match', async () => {
    templatesApi();
    open();
    const template = within(await screen.findByRole('listitem', { name: 'Match day' }));
    expect(template.getByText('Every new match')).toBeInTheDocument();
    expect(template.getByText('₹49 entry · ₹1,000 pool · 100 spots · up to 6 teams a user')).toBeInTheDocument();
    expect(template.getByText('₹10 entry · ₹18 pool · 2 spots · single entry · flexible')).toBeInTheDocument();
  });

  it('makes a template of two contests, checked by the contest rules first', async () => {
    const api = templatesApi([]);
    const user = open();
    expect(await screen.findByText('No templates yet. Make one with the form.')).toBeInTheDocument();
    await user.type(newForm().getByLabelText('Template name'), 'Weekend');
    const first = within(newForm().getByRole('group', { name: /^Contest 1/ }));
    await user.type(first.getByLabelText('Contest name'), 'Mega');
    await user.type(first.getByLabelText('Entry fee (₹)'), '49');
    await user.type(first.getByLabelText('Prize pool (₹)'), '1000');
    await user.click(first.getByLabelText('Flexible'));
    await user.click(newForm().getByRole('button', { name: 'Create template' }));
    expect(newForm().getByRole('alert')).toHaveTextContent('❌ Contest 1 (Mega): A flexible contest needs a number of spots: it runs only if they fill.');
    expect(api.writes()).toEqual([]);

    await user.type(first.getByLabelText('Spots'), '100');
    await user.click(newForm().getByRole('button', { name: '+ Add a contest' }));
    const second = within(newForm().getByRole('group', { name: /^Contest 2/ }));
    await user.type(second.getByLabelText('Contest name'), 'Duel');
    await user.type(second.getByLabelText('Entry fee (₹)'), '10');
    await user.type(second.getByLabelText('Prize pool (₹)'), '18');
    await user.type(second.getByLabelText('Spots'), '2');
    await user.click(newForm().getByLabelText('Apply to every new match'));
    await user.click(newForm().getByRole('button', { name: 'Create template' }));

    expect(await screen.findByRole('listitem', { name: 'Weekend' })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/contest-templates',
        body: {
          name: 'Weekend',
          autoApply: true,
          contests: [
            { name: 'Mega', entryFee: 49, prizePool: 1000, spots: 100, maxTeamsPerUser: 1, flexible: true, prizes: [{ fromRank: 1, toRank: 1, amount: 1000 }] },
            { name: 'Duel', entryFee: 10, prizePool: 18, spots: 2, maxTeamsPerUser: 1, flexible: false, prizes: [{ fromRank: 1, toRank: 1, amount: 18 }] },
          ],
        },
      },
    ]);
    // The form starts again, empty.
    expect(newForm().getByLabelText('Template name')).toHaveValue('');
  });

  it('edits a template in the same form, filled with it', async () => {
    const api = templatesApi();
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Edit Match day' }));
    const form = within(screen.getByRole('form', { name: 'Edit template Match day' }));
    expect(form.getByLabelText('Template name')).toHaveValue('Match day');
    expect(form.getByLabelText('Apply to every new match')).toBeChecked();
    expect(within(form.getByRole('group', { name: /^Contest 2/ })).getByLabelText('Spots')).toHaveValue(2);
    await user.clear(form.getByLabelText('Template name'));
    await user.type(form.getByLabelText('Template name'), 'Big day');
    await user.click(form.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('listitem', { name: 'Big day' })).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', path: '/api/admin/contest-templates/4', body: { name: 'Big day', autoApply: true } });
    expect(screen.getByRole('form', { name: 'New template' })).toBeInTheDocument();
  });

  it('deletes a template only after the app’s own question', async () => {
    const api = templatesApi();
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Match day' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Match day?' }));
    expect(dialog.getByText(/Contests already made from it stay as they are; new matches no longer get its contests/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(api.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Match day' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the template' }));
    expect(await screen.findByText('No templates yet. Make one with the form.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/admin/contest-templates/4', body: undefined }]);
  });

  it('applies the templates ticked to the match chosen, and lists the contests made', async () => {
    const api = templatesApi([MATCH_DAY], {
      'POST /api/admin/matches/1/apply-templates': {
        status: 201,
        body: [sampleContest({ id: 31, name: 'Mega Contest' }), sampleContest({ id: 32, name: 'Head to Head' })],
      },
    });
    const user = open();
    const apply = within(await screen.findByRole('form', { name: 'Apply templates to a match' }));
    await user.click(apply.getByRole('button', { name: 'Make the contests' }));
    expect(apply.getByRole('alert')).toHaveTextContent('❌ Choose the match to make the contests on.');
    await waitFor(() => expect(apply.getByLabelText('Match')).toBeEnabled());
    await user.selectOptions(apply.getByLabelText('Match'), '1');
    await user.click(apply.getByRole('button', { name: 'Make the contests' }));
    expect(apply.getByRole('alert')).toHaveTextContent('❌ Tick at least one template.');
    await user.click(within(apply.getByRole('group', { name: 'Templates' })).getByRole('checkbox', { name: 'Match day' }));
    await user.click(apply.getByRole('button', { name: 'Make the contests' }));

    expect(await apply.findByText('2 contests made:')).toBeInTheDocument();
    expect(apply.getByText('Head to Head')).toBeInTheDocument();
    expect(apply.getByRole('link', { name: 'See them in Manage Contests' })).toHaveAttribute('href', '/admin/contests?matchId=1');
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/matches/1/apply-templates', body: { templateIds: [4] } }]);
  });
});
