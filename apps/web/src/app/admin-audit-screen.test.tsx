import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEventView } from '@crease/game';
import { mockApi, pagedReply, sampleAccount, sampleAuditEvent } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const KAVYA = sampleAccount({ id: 12, name: 'Kavya Menon', email: 'kavya@example.com', dateOfBirth: '1996-02-28', state: 'Karnataka' });
const KARAN = sampleAccount({ id: 13, name: 'Karan Shah', email: 'karan@example.com' });

const EVENTS: AuditEventView[] = [
  sampleAuditEvent({
    id: 30,
    kind: 'kyc.changed',
    actorId: 12,
    subjectUserId: 12,
    ip: '198.51.100.4',
    details: { before: { pan: '******234F', name: 'Kavya Menon', payout: 'UPI ka******@okaxis' }, after: { pan: '******234F', name: 'Kavya Menon', payout: 'UPI ka******@okicici' } },
  }),
  sampleAuditEvent({
    id: 29,
    kind: 'session.ended',
    actorId: 12,
    subjectUserId: 12,
    details: { sessionId: 'abc', how: 'SIGNED_OUT', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', signedInFrom: '203.0.113.9' },
  }),
  sampleAuditEvent({ id: 28, kind: 'withdrawal.paid', actorId: 7, subjectUserId: 13, ip: '192.0.2.1', details: { withdrawalId: 4, before: 'REQUESTED', after: 'PAID', amount: 500 } }),
  sampleAuditEvent({ id: 27, kind: 'match.completed', actorId: null, subjectUserId: null, ip: null, details: { matchId: 3, match: 'India v Australia', before: 'LIVE', after: 'COMPLETED' } }),
];

/** The log as the server filters it, paged; the accounts as the search finds them by how their e-mail starts. */
function auditApi(events: AuditEventView[] = EVENTS, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/audit': ({ url }) => {
      const userId = url.searchParams.get('userId');
      const kind = url.searchParams.get('kind');
      const narrowed = events.filter((event) => (!userId || event.subjectUserId === Number(userId)) && (!kind || event.kind === kind));
      return pagedReply(narrowed, url, { pageSize: 25 });
    },
    'GET /api/admin/users': ({ url }) => pagedReply([KAVYA, KARAN].filter((account) => account.email.startsWith(url.searchParams.get('email') ?? '')), url),
    ...routes,
  });
}

function open(path = '/admin/audit') {
  localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN', name: 'Asha Rao' }));
  const view = renderApp(path);
  return { user: userEvent.setup(), view };
}

const auditCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.path.startsWith('/api/admin/audit')).map((call) => call.path);
/** Each line of the log (its text, as a screen reader reads it too, says "→ changed to"). */
const entries = () => within(screen.getAllByRole('list').find((list) => list.querySelector('li[aria-label]'))!).getAllByRole('listitem', { name: /, / });

describe('Audit log', () => {
  it('is linked from the Admin Control Center, after its cards', async () => {
    open('/admin');
    expect(await screen.findByRole('link', { name: /Audit log/ })).toHaveAttribute('href', '/admin/audit');
  });

  it('lists what happened, newest first: when, what in words, who acted, whom it concerns, from where, and what changed', async () => {
    auditApi();
    open();
    const kyc = await screen.findByRole('listitem', { name: /^KYC changed, / });
    expect(within(kyc).getByText('By').nextElementSibling).toHaveTextContent('The player');
    expect(within(kyc).getByText('Player').nextElementSibling).toHaveTextContent('Account #12');
    expect(within(kyc).getByText('Address').nextElementSibling).toHaveTextContent('198.51.100.4');
    const details = within(within(kyc).getByRole('list', { name: 'Details' }));
    expect(details.getAllByRole('listitem')).toHaveLength(1);
    expect(details.getByRole('listitem')).toHaveTextContent('Payout: UPI ka******@okaxis → changed to UPI ka******@okicici');

    const ended = screen.getByRole('listitem', { name: /^Session ended, / });
    expect(ended).toHaveTextContent('How: Signed out from another device');
    expect(ended).toHaveTextContent('Device: Firefox on Windows');
    const paid = screen.getByRole('listitem', { name: /^Withdrawal paid, / });
    expect(within(paid).getByText('By').nextElementSibling).toHaveTextContent('Asha Rao (you)');
    expect(paid).toHaveTextContent('Status: REQUESTED → changed to PAID');
    const completed = screen.getByRole('listitem', { name: /^Match completed, / });
    expect(within(completed).getByText('By').nextElementSibling).toHaveTextContent('Crease (automatic)');
    expect(within(completed).queryByText('Player')).toBeNull();
    expect(entries().map((entry) => entry.getAttribute('aria-label')!.split(',')[0])).toEqual(['KYC changed', 'Session ended', 'Withdrawal paid', 'Match completed']);
  });

  it('narrows to a kind chosen from the list, kept in the address', async () => {
    const api = auditApi();
    const { user } = open();
    await screen.findByRole('listitem', { name: /^KYC changed, / });
    await user.selectOptions(screen.getByLabelText('What happened'), 'Withdrawal paid');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]).toHaveAccessibleName(/^Withdrawal paid, /);
    expect(auditCalls(api)).toContain('/api/admin/audit?kind=withdrawal.paid&limit=25');
  });

  it('reads the filters from the address', async () => {
    const api = auditApi();
    open('/admin/audit?userId=12&email=kavya%40example.com&kind=session.ended');
    expect(await screen.findByRole('listitem', { name: /^Session ended, / })).toBeInTheDocument();
    expect(screen.getByLabelText('What happened')).toHaveValue('session.ended');
    expect(await screen.findByText('Kavya Menon', { selector: 'p' })).toBeInTheDocument();
    expect(auditCalls(api)).toEqual(['/api/admin/audit?userId=12&kind=session.ended&limit=25']);
  });

  it('finds a player by e-mail and narrows the log to them, naming them in it', async () => {
    const api = auditApi();
    const { user } = open();
    await screen.findByRole('listitem', { name: /^KYC changed, / });
    await user.type(screen.getByLabelText("Player's e-mail"), 'KAV');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: /Kavya Menon/ }));
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(auditCalls(api)).toContain('/api/admin/audit?userId=12&limit=25');
    expect(api.calls.some((call) => call.path === '/api/admin/users?email=kav&limit=10')).toBe(true);
    expect(within(entries()[0]!).getByText('Player').nextElementSibling).toHaveTextContent('Kavya Menon (kavya@example.com)');
    const player = within(screen.getByRole('region', { name: 'Player' }));
    expect(player.getByText('Date of birth').nextElementSibling).toHaveTextContent('1996-02-28');

    await user.click(player.getByRole('button', { name: 'Show every player' }));
    await waitFor(() => expect(entries()).toHaveLength(4));
  });

  it('says when no account matches', async () => {
    auditApi();
    const { user } = open();
    await user.type(await screen.findByLabelText("Player's e-mail"), 'nobody@');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No account’s e-mail starts with “nobody@”.')).toBeInTheDocument();
  });

  it('reads older entries a page at a time', async () => {
    const many = Array.from({ length: 30 }, (_, index) => sampleAuditEvent({ id: 100 - index, kind: 'password.changed' }));
    const api = auditApi(many);
    const { user } = open();
    await waitFor(() => expect(entries()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(30));
    expect(auditCalls(api)).toEqual(['/api/admin/audit?limit=25', '/api/admin/audit?limit=25&before=25']);
  });
});

describe('Audit log: a date of birth corrected', () => {
  it('asks for a reason in a dialog, sends it, and reads the log again', async () => {
    let events = EVENTS;
    const api = auditApi(undefined, {
      'GET /api/admin/audit': ({ url }) => pagedReply(events.filter((event) => event.subjectUserId === Number(url.searchParams.get('userId'))), url),
      'PUT /api/admin/users/12/date-of-birth': ({ body }) => {
        const { dateOfBirth } = body as { dateOfBirth: string };
        events = [sampleAuditEvent({ id: 31, kind: 'profile.date_of_birth_changed', actorId: 7, subjectUserId: 12, details: { before: '1996-02-28', after: dateOfBirth, reason: 'Aadhaar shows 29 Feb 1996' } }), ...events];
        return { ...KAVYA, dateOfBirth };
      },
    });
    const { user } = open('/admin/audit?userId=12&email=kavya%40example.com');
    const player = within(await screen.findByRole('region', { name: 'Player' }));
    await user.click(await player.findByRole('button', { name: 'Change date of birth' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change date of birth' }));
    const date = dialog.getByLabelText('Date of birth');
    expect(date).toHaveValue('1996-02-28');
    await user.clear(date);
    await user.type(date, '1996-02-29');
    await user.type(dialog.getByLabelText('Reason'), 'ok');
    await user.click(dialog.getByRole('button', { name: 'Save date of birth' }));
    expect(await dialog.findByText('❌ Reason must be at least 3 characters.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.type(dialog.getByLabelText('Reason'), ' - Aadhaar shows 29 Feb 1996');
    await user.click(dialog.getByRole('button', { name: 'Save date of birth' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/admin/users/12/date-of-birth', body: { dateOfBirth: '1996-02-29', reason: 'ok - Aadhaar shows 29 Feb 1996' } }]);
    const changed = await screen.findByRole('listitem', { name: /^Date of birth changed, / });
    expect(changed).toHaveTextContent('Date of birth: 1996-02-28 → changed to 1996-02-29');
    expect(changed).toHaveTextContent('Reason: Aadhaar shows 29 Feb 1996');
    expect(player.getByText('Date of birth').nextElementSibling).toHaveTextContent('1996-02-29');
  });
});
