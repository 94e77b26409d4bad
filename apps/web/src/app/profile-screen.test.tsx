import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatIndianTime, INDIAN_STATES, KYC_MESSAGES, type ProfileView } from '@crease/game';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, pagedReply, pendingFetch, SAMPLE_CONFIG, sampleKyc, sampleProfile, sampleSession, sampleTransaction } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const CHROME_ON_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The server's words for a wrong current password (a 403 naming the field). */
const WRONG_PASSWORD = 'currentPassword does not match your password. Type the password you sign in with.';

const THIS_DEVICE = sampleSession({ id: 'this-one', current: true, userAgent: CHROME_ON_ANDROID, ip: '203.0.113.7' });

const PROFILE = sampleProfile({ name: 'Asha Rao', email: 'asha@example.com', joinedContests: 3, walletBalance: 451, kyc: sampleKyc({ name: 'ASHA RAO' }) });

function open(path = '/profile') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

/** The profile's reads, and a PUT that answers the profile with the changes applied, as the server does. */
function profileApi(profile: ProfileView = PROFILE, routes: Parameters<typeof mockApi>[0] = {}) {
  let current = profile;
  return mockApi({
    'GET /api/user/profile': () => current,
    'PUT /api/user/profile': ({ body }) => {
      current = { ...current, ...(body as Partial<ProfileView>) };
      return current;
    },
    'GET /api/wallet/transactions': [],
    'GET /api/user/sessions': [THIS_DEVICE],
    ...routes,
  });
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('User Profile', () => {
  it('shows Loading profile... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Profile', level: 1 })).toBeInTheDocument();
  });

  it('shows name, email, contests joined and the balance with Add Funds, and the ways on', async () => {
    profileApi();
    open();
    expect(await screen.findByText('Asha Rao', { selector: 'dd' })).toBeInTheDocument();
    expect(value('Email')).toHaveTextContent('asha@example.com');
    expect(value('Contests Joined')).toHaveTextContent('3');
    expect(value('Wallet Balance')).toHaveTextContent('₹451.00');
    expect(screen.getByRole('link', { name: 'Add Funds' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: 'View Available Contests' })).toHaveAttribute('href', '/contests');
    expect(screen.getByRole('link', { name: 'View My Joined Contests' })).toHaveAttribute('href', '/my-joined-contests');
    expect(await screen.findByText('No transactions found.')).toBeInTheDocument();
  });

  it('reads a balance sent as a string', async () => {
    profileApi({ ...PROFILE, walletBalance: '1250.5' as unknown as number });
    open();
    await screen.findByText('Asha Rao', { selector: 'dd' });
    expect(value('Wallet Balance')).toHaveTextContent('₹1,250.50');
  });

  it('lists the Last Transactions: the first 5 with type, amount and local date-time', async () => {
    const when = '2026-03-14T10:30:00.000Z';
    const api = mockApi({
      'GET /api/user/profile': PROFILE,
      'GET /api/wallet/transactions': Array.from({ length: 6 }, (_, index) => sampleTransaction({ id: 10 - index, type: index === 0 ? 'ENTRY_FEE' : 'BONUS', amount: index === 0 ? -49 : 500, timestamp: when })),
    });
    open();
    const section = within(await screen.findByRole('region', { name: 'Last Transactions' }));
    expect(await section.findByText('Entry fee')).toBeInTheDocument();
    expect(section.getAllByRole('listitem')).toHaveLength(5);
    expect(section.getByText('−₹49.00')).toBeInTheDocument();
    const local = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(when));
    expect(section.getAllByText(local)).toHaveLength(5);
    expect(api.calls.some((call) => call.path === '/api/wallet/transactions?limit=5')).toBe(true);
  });

  it('says Error loading profile on failure', async () => {
    mockApi({ 'GET /api/user/profile': { status: 404, body: { message: 'No such user.' } }, 'GET /api/wallet/transactions': [] });
    open();
    expect(await screen.findByText('Error loading profile')).toBeInTheDocument();
  });
});

describe('User Profile: e-mail', () => {
  it('says a verified address is verified', async () => {
    profileApi();
    open();
    expect(await (await section('E-mail')).findByText('Verified')).toBeInTheDocument();
    expect((await section('E-mail')).queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('sends a new verification link while the address is not verified', async () => {
    const api = profileApi(sampleProfile({ emailVerified: false }), {
      'POST /api/auth/verify-email/resend': { status: 202, body: { message: 'We have sent a new verification link to asha@example.com.' } },
    });
    const user = open();
    const email = await section('E-mail');
    expect(await email.findByText('Not verified')).toBeInTheDocument();
    await user.click(email.getByRole('button', { name: 'Send a new link' }));
    expect(await email.findByText('We have sent a new verification link to asha@example.com.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/auth/verify-email/resend', body: undefined }]);
  });
});

describe('User Profile: play for money', () => {
  it('says the player may play paid contests when nothing is missing', async () => {
    profileApi();
    open();
    expect(await (await section('Play for money')).findByText('You can play paid contests and add funds.')).toBeInTheDocument();
  });

  it('lists every state and union territory, marking where paid contests are not offered, and says why the player cannot play yet', async () => {
    profileApi(sampleProfile({ state: 'Telangana' }));
    open();
    const play = await section('Play for money');
    expect(await play.findByText(/^Paid contests and adding funds are not offered to residents of Telangana\./)).toBeInTheDocument();
    const options = within(play.getByLabelText('State of residence')).getAllByRole('option');
    expect(options).toHaveLength(INDIAN_STATES.length + 1);
    expect(play.getByRole('option', { name: 'Telangana (paid contests not offered)' })).toBeInTheDocument();
    expect(play.getByRole('option', { name: 'Maharashtra' })).toBeInTheDocument();
    expect(play.getByLabelText('State of residence')).toHaveValue('Telangana');
  });

  it('saves a date of birth and a state, and says what paid play needs then', async () => {
    const api = profileApi(sampleProfile({ dateOfBirth: null, state: null }));
    const user = open();
    const play = await section('Play for money');
    expect(await play.findByText('Add your date of birth on the Profile page to play paid contests: paid play is for players 18 or older.')).toBeInTheDocument();
    await user.type(play.getByLabelText('Date of birth'), '1998-04-23');
    await user.selectOptions(play.getByLabelText('State of residence'), 'Karnataka');
    await user.click(play.getByRole('button', { name: 'Save' }));
    expect(await play.findByText('Saved.')).toBeInTheDocument();
    expect(await play.findByText('You can play paid contests and add funds.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/user/profile', body: { dateOfBirth: '1998-04-23', state: 'Karnataka' } }]);
  });

  it('shows the server’s refusal of a date', async () => {
    profileApi(sampleProfile({ dateOfBirth: null }), { 'PUT /api/user/profile': { status: 400, body: { message: 'Date of birth cannot be in the future.' } } });
    const user = open();
    const play = await section('Play for money');
    await user.type(await play.findByLabelText('Date of birth'), '2090-01-01');
    await user.click(play.getByRole('button', { name: 'Save' }));
    expect(await play.findByText('Date of birth cannot be in the future.')).toBeInTheDocument();
  });
});

describe('User Profile: KYC', () => {
  it('checks the formats with the server’s own words before sending', async () => {
    const api = profileApi(sampleProfile({ kyc: null }));
    const user = open();
    const kyc = await section('KYC for withdrawals');
    await user.type(await kyc.findByLabelText('PAN'), 'ABC123');
    await user.type(kyc.getByLabelText('Name as on PAN'), 'Asha Rao');
    await user.type(kyc.getByLabelText('IFSC'), 'HDFC0001234');
    await user.type(kyc.getByLabelText('Account number'), '12345678901');
    await user.click(kyc.getByRole('button', { name: 'Save KYC' }));
    expect(await kyc.findByText(KYC_MESSAGES.pan)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('saves a PAN with a UPI id, then shows them masked', async () => {
    const saved = sampleKyc({ pan: '******234F', payout: { kind: 'UPI', upi: 'as******@okaxis' }, description: 'UPI as******@okaxis' });
    const api = profileApi(sampleProfile({ kyc: null }), { 'PUT /api/user/kyc': saved });
    const user = open();
    const kyc = await section('KYC for withdrawals');
    await user.type(await kyc.findByLabelText('PAN'), 'abcde1234f');
    await user.type(kyc.getByLabelText('Name as on PAN'), 'Asha Rao');
    await user.click(kyc.getByRole('radio', { name: 'UPI' }));
    expect(kyc.queryByLabelText('IFSC')).toBeNull();
    await user.type(kyc.getByLabelText('UPI id'), 'asharao@okaxis');
    await user.click(kyc.getByRole('button', { name: 'Save KYC' }));

    expect(await kyc.findByText('Your KYC is saved. Withdrawals go to UPI as******@okaxis.')).toBeInTheDocument();
    expect(kyc.getByText('PAN').nextElementSibling).toHaveTextContent('******234F');
    expect(kyc.getByText('Withdrawals go to').nextElementSibling).toHaveTextContent('UPI as******@okaxis');
    expect(kyc.queryByLabelText('PAN')).toBeNull();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/user/kyc', body: { pan: 'abcde1234f', name: 'Asha Rao', upi: 'asharao@okaxis' } }]);
  });

  it('shows the saved KYC masked, and replaces it with a bank account on request', async () => {
    const api = profileApi(PROFILE, { 'PUT /api/user/kyc': sampleKyc({ description: 'Bank account ********6789 (ICIC0000456)' }) });
    const user = open();
    const kyc = await section('KYC for withdrawals');
    expect(await kyc.findByText('Bank account ********4567 (HDFC0001234)')).toBeInTheDocument();
    expect(kyc.getByText('Name as on PAN').nextElementSibling).toHaveTextContent('ASHA RAO');
    await user.click(kyc.getByRole('button', { name: 'Change KYC' }));
    await user.type(kyc.getByLabelText('PAN'), 'ABCDE1234F');
    await user.type(kyc.getByLabelText('Name as on PAN'), 'Asha Rao');
    await user.type(kyc.getByLabelText('IFSC'), 'ICIC0000456');
    await user.type(kyc.getByLabelText('Account number'), '1234 5678 9');
    await user.type(kyc.getByLabelText('Current password'), 'cover-drive-42');
    await user.click(kyc.getByRole('button', { name: 'Save KYC' }));
    expect(await kyc.findByText('Bank account ********6789 (ICIC0000456)', { selector: 'dd' })).toBeInTheDocument();
    expect(kyc.getByText(/withdrawals to a new account or UPI id open 24 hours after it\.$/)).toBeInTheDocument();
    expect(api.writes()[0]!.body).toEqual({ pan: 'ABCDE1234F', name: 'Asha Rao', ifsc: 'ICIC0000456', accountNumber: '1234 5678 9', currentPassword: 'cover-drive-42' });
  });
});

describe('User Profile: responsible play', () => {
  it('shows the monthly limit in force and a raise waiting, with when it takes effect', async () => {
    const effectiveAt = new Date(Date.now() + 20 * 3600_000).toISOString();
    profileApi(sampleProfile({ monthlyDepositLimit: 5000, pendingMonthlyDepositLimit: { amount: 20000, effectiveAt } }));
    open();
    const play = await section('Responsible play');
    expect((await play.findByText('Limit in force')).nextElementSibling).toHaveTextContent('₹5,000.00 a month');
    expect(play.getByText('Raise waiting').nextElementSibling).toHaveTextContent(`₹20,000.00 from ${formatIndianTime(effectiveAt)}`);
  });

  it('lowers the limit at once, and says when a higher one takes effect', async () => {
    const effectiveAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    let current = sampleProfile({ monthlyDepositLimit: 10000 });
    const api = profileApi(current, {
      'PUT /api/user/profile': ({ body }) => {
        const asked = (body as { monthlyDepositLimit: number }).monthlyDepositLimit;
        current = asked <= current.monthlyDepositLimit ? { ...current, monthlyDepositLimit: asked, pendingMonthlyDepositLimit: null } : { ...current, pendingMonthlyDepositLimit: { amount: asked, effectiveAt } };
        return current;
      },
    });
    const user = open();
    const play = await section('Responsible play');
    const field = await play.findByLabelText('New monthly limit (₹)');
    await user.type(field, '5000');
    await user.click(play.getByRole('button', { name: 'Set limit' }));
    expect(await play.findByText('Your monthly deposit limit is now ₹5,000.00.')).toBeInTheDocument();
    expect(play.getByText('Limit in force').nextElementSibling).toHaveTextContent('₹5,000.00 a month');

    await user.type(field, '20000');
    await user.click(play.getByRole('button', { name: 'Set limit' }));
    expect(await play.findByText(`Your new limit of ₹20,000.00 takes effect on ${formatIndianTime(effectiveAt)}. Until then ₹5,000.00 stays.`)).toBeInTheDocument();
    expect(api.writes().map((call) => call.body)).toEqual([{ monthlyDepositLimit: 5000 }, { monthlyDepositLimit: 20000 }]);

    await user.type(field, '5');
    await user.click(play.getByRole('button', { name: 'Set limit' }));
    expect(await play.findByText('Monthly deposit limit must be at least ₹10.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(2);
  });

  it('pauses the account only after a dialog says it cannot be lifted early, then says until when', async () => {
    const api = profileApi(PROFILE, {
      'PUT /api/user/profile': ({ body }) => ({ ...PROFILE, selfExcludedUntil: new Date(Date.now() + (body as { selfExcludeDays: number }).selfExcludeDays * 24 * 3600_000).toISOString() }),
    });
    const user = open();
    const play = await section('Responsible play');
    await user.selectOptions(await play.findByLabelText('Pause for'), '1 month');
    await user.click(play.getByRole('button', { name: 'Pause my account' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Pause your account?' }));
    expect(dialog.getByText(/^A pause cannot be lifted early\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([]);

    await user.click(play.getByRole('button', { name: 'Pause my account' }));
    dialog = within(screen.getByRole('dialog', { name: 'Pause your account?' }));
    await user.click(dialog.getByRole('button', { name: 'Pause for 1 month' }));
    expect(await play.findByText(/^Your account is paused until \d+ \w+ \d{4}, \d\d:\d\d IST\.$/)).toBeInTheDocument();
    expect(play.queryByRole('button', { name: 'Pause my account' })).toBeNull();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/user/profile', body: { selfExcludeDays: 30 } }]);
  });

  it('while paused, says until when and that it ends by itself', async () => {
    const until = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
    profileApi(sampleProfile({ selfExcludedUntil: until }));
    open();
    const play = await section('Responsible play');
    expect(await play.findByText(`Your account is paused until ${formatIndianTime(until)}.`)).toBeInTheDocument();
    expect(play.getByText(/it cannot be lifted early/)).toBeInTheDocument();
  });
});

describe('User Profile: with paid play off', () => {
  it('offers no Add Funds and no deposit limit; the pause stays', async () => {
    profileApi(PROFILE, { 'GET /api/config': { ...SAMPLE_CONFIG, paidPlay: false } });
    open();
    expect(await screen.findByText('Asha Rao', { selector: 'dd' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Responsible play' });
    expect(screen.queryByRole('link', { name: 'Add Funds' })).toBeNull();
    expect(screen.queryByLabelText('New monthly limit (₹)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause my account' })).toBeInTheDocument();
  });
});

describe('User Profile: a link to one of its parts', () => {
  it('scrolls to the part a refusal linked to', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    profileApi(sampleProfile({ kyc: null }));
    open('/profile#kyc');
    await waitFor(() => expect(scrolled.mock.contexts.some((element) => (element as Element).id === 'kyc')).toBe(true));
  });
});

describe('User Profile: date of birth and state', () => {
  it('shows a date of birth once given, not to be edited, with the way to support', async () => {
    profileApi(sampleProfile({ dateOfBirth: '1995-06-15' }));
    open();
    const play = await section('Play for money');
    expect((await play.findByText('Date of birth', { selector: 'dt' })).nextElementSibling).toHaveTextContent('15 June 1995');
    expect(play.getByText(/^Contact support to correct it/)).toBeInTheDocument();
    expect(play.getByRole('link', { name: 'support@crease.in' })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@crease\.in/));
    expect(play.queryByLabelText('Date of birth')).toBeNull();
  });

  it('sends only the state when it changes, and says the server’s refusal of a second change within 30 days', async () => {
    const refusal = 'Your state changed on 20 Nov 2026; it can change again from 20 Dec 2026, 10:00 IST.';
    const api = profileApi(sampleProfile({ dateOfBirth: '1995-06-15', state: 'Maharashtra' }), { 'PUT /api/user/profile': { status: 409, body: { message: refusal } } });
    const user = open();
    const play = await section('Play for money');
    await user.click(await play.findByRole('button', { name: 'Save' }));
    expect(await play.findByText('Choose a different state to change it.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.selectOptions(play.getByLabelText('State of residence'), 'Karnataka');
    await user.click(play.getByRole('button', { name: 'Save' }));
    expect(await play.findByText(refusal)).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/user/profile', body: { state: 'Karnataka' } }]);
  });
});

describe('User Profile: KYC changes need the password', () => {
  async function changeToUpi(user: ReturnType<typeof userEvent.setup>, password: string | null) {
    const kyc = await section('KYC for withdrawals');
    await user.click(await kyc.findByRole('button', { name: 'Change KYC' }));
    await user.type(kyc.getByLabelText('PAN'), 'ABCDE1234F');
    await user.type(kyc.getByLabelText('Name as on PAN'), 'Asha Rao');
    await user.click(kyc.getByRole('radio', { name: 'UPI' }));
    await user.type(kyc.getByLabelText('UPI id'), 'asha@okaxis');
    if (password !== null) await user.type(kyc.getByLabelText('Current password'), password);
    await user.click(kyc.getByRole('button', { name: 'Save KYC' }));
    return kyc;
  }

  it('asks for the current password on its field before sending a change', async () => {
    const api = profileApi();
    const user = open();
    const kyc = await changeToUpi(user, null);
    const field = kyc.getByLabelText('Current password');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter your current password to change where withdrawals go.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('says the server’s refusal of a wrong password on the password field, and keeps the form', async () => {
    profileApi(PROFILE, { 'PUT /api/user/kyc': { status: 403, body: { message: WRONG_PASSWORD } } });
    const user = open();
    const kyc = await changeToUpi(user, 'not-my-password');
    const field = kyc.getByLabelText('Current password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Current password does not match your password.')));
    expect(field).toHaveFocus();
    expect(kyc.getByLabelText('UPI id')).toHaveValue('asha@okaxis');
    // Said once, on the field, not again in the form's error line.
    expect(kyc.getAllByRole('alert').map((alert) => alert.textContent).join('')).not.toContain('does not match');
  });

  it('asks no password for the first KYC', async () => {
    profileApi(sampleProfile({ kyc: null }));
    open();
    const kyc = await section('KYC for withdrawals');
    await kyc.findByLabelText('PAN');
    expect(kyc.queryByLabelText('Current password')).toBeNull();
  });
});

describe('User Profile: e-mail change', () => {
  it('changes the e-mail with the current password, and shows it to verify', async () => {
    const message = 'Your e-mail address is now asha.rao@example.com. Open the link we sent there to verify it.';
    const api = profileApi(PROFILE, {
      'PUT /api/user/email': { message, user: { id: 7, name: 'Asha Rao', email: 'asha.rao@example.com', role: 'ROLE_USER', emailVerified: false } },
    });
    const user = open();
    const email = await section('E-mail');
    await user.click(await email.findByRole('button', { name: 'Change e-mail' }));
    await user.type(email.getByLabelText('New e-mail'), 'Asha.Rao@example.com');
    await user.type(email.getByLabelText('Current password'), 'cover-drive-42');
    await user.click(email.getByRole('button', { name: 'Change e-mail' }));
    expect(await email.findByText(message)).toBeInTheDocument();
    expect(email.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('Email', { selector: 'dt' }).nextElementSibling).toHaveTextContent('asha.rao@example.com');
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/user/email', body: { email: 'asha.rao@example.com', currentPassword: 'cover-drive-42' } }]);
  });

  it('says a wrong password on its field', async () => {
    profileApi(PROFILE, { 'PUT /api/user/email': { status: 403, body: { message: WRONG_PASSWORD } } });
    const user = open();
    const email = await section('E-mail');
    await user.click(await email.findByRole('button', { name: 'Change e-mail' }));
    await user.type(email.getByLabelText('New e-mail'), 'asha.rao@example.com');
    await user.type(email.getByLabelText('Current password'), 'wrong-one');
    await user.click(email.getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(email.getByLabelText('Current password')).toHaveAccessibleDescription('Current password does not match your password. Type the password you sign in with.'));
  });
});

describe('User Profile: change password', () => {
  it('changes it, says the other devices were signed out, and reads the devices again', async () => {
    let sessions = [THIS_DEVICE, sampleSession({ id: 'laptop', userAgent: FIREFOX_ON_WINDOWS })];
    const api = profileApi(PROFILE, {
      'GET /api/user/sessions': () => sessions,
      'PUT /api/user/password': () => {
        sessions = [THIS_DEVICE];
        return { status: 204 };
      },
    });
    const user = open();
    const devices = await section('Signed-in devices');
    expect(await devices.findByText('Firefox on Windows')).toBeInTheDocument();
    const form = await section('Change password');
    await user.type(form.getByLabelText('Current password'), 'cover-drive-42');
    await user.type(form.getByLabelText('New password'), 'straight-drive-43');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Your password is changed. Every other device was signed out; this one stays signed in.')).toBeInTheDocument();
    expect(form.getByLabelText('Current password')).toHaveValue('');
    await waitFor(() => expect(devices.queryByText('Firefox on Windows')).toBeNull());
    expect(devices.getByText('Only this device is signed in.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/user/password', body: { currentPassword: 'cover-drive-42', newPassword: 'straight-drive-43' } }]);
  });

  it('says the server’s 403 on the current password’s field', async () => {
    profileApi(PROFILE, { 'PUT /api/user/password': { status: 403, body: { message: WRONG_PASSWORD } } });
    const user = open();
    const form = await section('Change password');
    await user.type(form.getByLabelText('Current password'), 'guess');
    await user.type(form.getByLabelText('New password'), 'straight-drive-43');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    const field = form.getByLabelText('Current password');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Current password does not match your password. Type the password you sign in with.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the new password by the same rule as the server before sending', async () => {
    const api = profileApi();
    const user = open();
    const form = await section('Change password');
    await user.type(form.getByLabelText('Current password'), 'cover-drive-42');
    await user.type(form.getByLabelText('New password'), 'short');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('New password must be at least 8 characters.'));
    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), 'cover-drive-42');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('New password must differ from the current one.'));
    expect(api.writes()).toEqual([]);
  });
});

describe('User Profile: signed-in devices', () => {
  it('lists each device by browser and system, with its address and times, this one marked', async () => {
    const signedIn = '2026-03-14T10:30:00.000Z';
    profileApi(PROFILE, {
      'GET /api/user/sessions': [THIS_DEVICE, sampleSession({ id: 'phone', userAgent: SAFARI_ON_IPHONE, ip: '198.51.100.9', createdAt: signedIn, lastSeenAt: signedIn })],
    });
    open();
    const devices = await section('Signed-in devices');
    const rows = await devices.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Android');
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Safari on iPhone');
    expect(within(rows[1]!).getByText('198.51.100.9')).toBeInTheDocument();
    const local = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(signedIn));
    expect(within(rows[1]!).getAllByText(local)).toHaveLength(2);
    expect(within(rows[1]!).queryByText('This device')).toBeNull();
  });

  it('signs another device out by a button that names it, then reads the list again', async () => {
    let sessions = [THIS_DEVICE, sampleSession({ id: 'laptop', userAgent: FIREFOX_ON_WINDOWS, ip: '198.51.100.20' }), sampleSession({ id: 'phone', userAgent: SAFARI_ON_IPHONE, ip: '198.51.100.9' })];
    const api = profileApi(PROFILE, {
      'GET /api/user/sessions': () => sessions,
      'DELETE /api/user/sessions/laptop': () => {
        sessions = sessions.filter((session) => session.id !== 'laptop');
        return { status: 204 };
      },
    });
    const user = open();
    const devices = await section('Signed-in devices');
    await user.click(await devices.findByRole('button', { name: 'Sign out Firefox on Windows at 198.51.100.20' }));
    expect(await devices.findByText('Firefox on Windows at 198.51.100.20 is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(devices.queryByText('Firefox on Windows')).toBeNull());
    expect(devices.getByRole('button', { name: 'Sign out Safari on iPhone at 198.51.100.9' })).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/user/sessions/laptop', body: undefined }]);
  });

  it('signs out everywhere else at once', async () => {
    let sessions = [THIS_DEVICE, sampleSession({ id: 'laptop', userAgent: FIREFOX_ON_WINDOWS }), sampleSession({ id: 'phone', userAgent: SAFARI_ON_IPHONE })];
    const api = profileApi(PROFILE, {
      'GET /api/user/sessions': () => sessions,
      'POST /api/user/sessions/end-others': () => {
        sessions = [THIS_DEVICE];
        return { status: 204 };
      },
    });
    const user = open();
    const devices = await section('Signed-in devices');
    await user.click(await devices.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await devices.findByText('Every other device is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(devices.getAllByRole('listitem')).toHaveLength(1));
    expect(devices.getByText('Only this device is signed in.')).toBeInTheDocument();
    expect(devices.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/user/sessions/end-others', body: undefined }]);
  });

  it('says when a device could not be signed out', async () => {
    profileApi(PROFILE, {
      'GET /api/user/sessions': [THIS_DEVICE, sampleSession({ id: 'gone', userAgent: FIREFOX_ON_WINDOWS, ip: null })],
      'DELETE /api/user/sessions/gone': { status: 404, body: { message: 'Session gone was not found.' } },
    });
    const user = open();
    const devices = await section('Signed-in devices');
    await user.click(await devices.findByRole('button', { name: 'Sign out Firefox on Windows' }));
    expect(await devices.findByRole('alert')).toHaveTextContent('Session gone was not found.');
  });

  it('reads further devices a page at a time', async () => {
    const many = [THIS_DEVICE, ...Array.from({ length: 11 }, (_, index) => sampleSession({ id: `s${index}`, userAgent: FIREFOX_ON_WINDOWS, ip: `198.51.100.${index + 10}` }))];
    const api = profileApi(PROFILE, { 'GET /api/user/sessions': ({ url }) => pagedReply(many, url, { pageSize: 10 }) });
    const user = open();
    const devices = await section('Signed-in devices');
    await waitFor(() => expect(devices.getAllByRole('listitem')).toHaveLength(10));
    await user.click(devices.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(devices.getAllByRole('listitem')).toHaveLength(12));
    expect(api.calls.filter((call) => call.path.startsWith('/api/user/sessions')).map((call) => call.path)).toEqual(['/api/user/sessions?limit=10', '/api/user/sessions?limit=10&before=10']);
  });
});
