import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  mockApi,
  pendingFetch,
  SAMPLE_CONFIG,
  sampleDeposit,
  sampleDepositLimits,
  sampleProfile,
  sampleTransaction,
  sampleWithdrawal,
  type RecordedCallWithHeaders,
} from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const WALLET = { balance: 1451.5, bonus: 451, deposit: 1000, winnings: 0.5 };

/** The wallet's reads, each replaceable: an empty ledger, no deposits or withdrawals, a player who may play for money. */
function walletApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/wallet/balance': WALLET,
    'GET /api/wallet/transactions': [],
    'GET /api/wallet/deposits': [],
    'GET /api/wallet/deposits/limits': sampleDepositLimits(),
    'GET /api/wallet/withdrawals': [],
    'GET /api/user/profile': sampleProfile(),
    ...routes,
  });
}

function open(path = '/wallet') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const depositPosts = (calls: RecordedCallWithHeaders[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/wallet/deposits');

describe('My Wallet', () => {
  it('shows Loading Wallet... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading Wallet...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Wallet', level: 1 })).toBeInTheDocument();
  });

  it('shows the Current Balance with 2 decimals and its parts, with Add Funds and Withdraw', async () => {
    walletApi();
    open();
    const card = within(await screen.findByRole('region', { name: 'Current Balance' }));
    expect(card.getByText('₹1,451.50')).toBeInTheDocument();
    expect(card.getByText('Bonus').nextElementSibling).toHaveTextContent('₹451.00');
    expect(card.getByText('Deposits').nextElementSibling).toHaveTextContent('₹1,000.00');
    expect(card.getByText('Winnings').nextElementSibling).toHaveTextContent('₹0.50');
    expect(await screen.findByRole('button', { name: 'Add Funds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(await screen.findByText('No transactions found.')).toBeInTheDocument();
    expect(screen.getByText('No deposits yet.')).toBeInTheDocument();
    expect(screen.getByText('No withdrawals yet.')).toBeInTheDocument();
  });

  it("shows a prize as Winnings in the ledger, with the contest and rank it was won at, and in the balance's winnings", async () => {
    walletApi({
      'GET /api/wallet/balance': { balance: 725, bonus: 475, deposit: 0, winnings: 250 },
      'GET /api/wallet/transactions': [
        sampleTransaction({ id: 3, type: 'WINNING', amount: 250, description: 'Prize for rank 2 in Mega Contest' }),
        sampleTransaction({ id: 2, type: 'ENTRY_FEE', amount: -25, description: 'Entry: Mega Contest' }),
      ],
    });
    open();
    const card = within(await screen.findByRole('region', { name: 'Current Balance' }));
    expect(card.getByText('Winnings').nextElementSibling).toHaveTextContent('₹250.00');
    const prize = (await screen.findByText('Prize for rank 2 in Mega Contest')).closest('li')!;
    expect(within(prize).getByText('Winnings')).toBeInTheDocument();
    expect(within(prize).getByText('+₹250.00')).toBeInTheDocument();
  });

  it('shows the server’s message when the balance fails, else Failed to fetch balance', async () => {
    walletApi({ 'GET /api/wallet/balance': { status: 401, body: { message: 'Your session has ended. Log in again.' } } });
    open();
    expect(await screen.findByText('Your session has ended. Log in again.')).toBeInTheDocument();
  });

  it('says Failed to fetch balance when the failure has no words', async () => {
    walletApi({
      'GET /api/wallet/balance': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    open();
    expect(await screen.findByText('Failed to fetch balance', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists the transactions newest first and loads older ones with Load more', async () => {
    const first = Array.from({ length: 20 }, (_, index) => sampleTransaction({ id: 100 - index, type: 'ENTRY_FEE', amount: -49, description: `Entry: contest ${index}` }));
    // The next page is wherever the server's Link says, not an address the screen makes up.
    const api = walletApi({
      'GET /api/wallet/transactions': ({ url }) =>
        url.searchParams.get('before') === 'after-81'
          ? [sampleTransaction({ id: 80, type: 'BONUS', amount: 500, description: 'Welcome bonus' })]
          : { status: 200, body: first, headers: { Link: '</api/wallet/transactions?limit=20&before=after-81>; rel="next"' } },
    });
    const user = open();
    expect(await screen.findByText('Entry: contest 0')).toBeInTheDocument();
    expect(screen.getAllByText('−₹49.00')).toHaveLength(20);
    expect(screen.getAllByText('Entry fee')).toHaveLength(20);

    const transactions = within(screen.getByRole('region', { name: 'Transactions' }));
    await user.click(transactions.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
    expect(screen.getByText('+₹500.00')).toBeInTheDocument();
    expect(transactions.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/wallet/transactions'))).toEqual([
      '/api/wallet/transactions?limit=20',
      '/api/wallet/transactions?limit=20&before=after-81',
    ]);
  });
});

describe('Add Funds', () => {
  it('offers the deployment’s quick amounts and what is left this month, starts a payment with an Idempotency-Key and opens its checkout', async () => {
    const api = walletApi({
      'GET /api/wallet/deposits/limits': sampleDepositLimits({ monthlyLimit: 5000, usedThisMonth: 1500, remainingThisMonth: 3500 }),
      'POST /api/wallet/deposits': ({ body }) => ({ status: 201, body: sampleDeposit({ id: 9, amount: (body as { amount: number }).amount }) }),
      'GET /api/sandbox/payments/9': { paymentId: 9, orderId: 'order_9', merchant: 'Crease', amount: 500, currency: 'INR', status: 'CREATED', expiresAt: new Date(Date.now() + 60_000).toISOString(), returnUrl: '/wallet', sandbox: true },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Add Funds' }));
    const form = dialog('Add Funds');
    expect(form.getByRole('group', { name: 'Quick amounts' }).textContent).toBe('₹100.00₹250.00₹500.00₹1,000.00₹2,000.00');
    expect(await form.findByText('You can add ₹3,500.00 more this month (your monthly limit is ₹5,000.00).')).toBeInTheDocument();
    expect(form.getByText(/no real money moves/)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: '₹500.00' }));
    expect(form.getByLabelText('Amount (₹)')).toHaveValue('500');
    expect(form.getByRole('button', { name: '₹500.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('Crease Sandbox Pay')).toBeInTheDocument();
    const [post] = depositPosts(api.calls);
    expect(post!.body).toEqual({ amount: 500 });
    expect(post!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('checks the amount with the game’s rules before sending: the least and most a deposit may be, and the month’s limit', async () => {
    const api = walletApi({ 'GET /api/wallet/deposits/limits': sampleDepositLimits({ monthlyLimit: 2000, usedThisMonth: 1900, remainingThisMonth: 100 }) });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Add Funds' }));
    const form = dialog('Add Funds');
    await form.findByText(/more this month/);
    const amount = form.getByLabelText('Amount (₹)');
    const send = form.getByRole('button', { name: 'Continue to payment' });

    await user.click(send);
    expect(await form.findByText('Amount is required.')).toBeInTheDocument();
    await user.type(amount, '5');
    await user.click(send);
    expect(await form.findByText('Amount must be at least ₹10.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(send);
    expect(await form.findByText('Amount can be at most ₹10,000.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(send);
    expect(await form.findByText(/^This deposit would take this month's deposits to ₹2,150.00, over your monthly limit of ₹2,000.00. You can add up to ₹100.00 more/)).toBeInTheDocument();
    expect(depositPosts(api.calls)).toEqual([]);
  });

  it('sends the same Idempotency-Key when the same payment is tried again, and a new one for another amount', async () => {
    let posts = 0;
    const api = walletApi({
      'POST /api/wallet/deposits': () => {
        posts += 1;
        if (posts <= 2) throw new TypeError('Failed to fetch');
        return { status: 409, body: { message: 'You have reached your monthly deposit limit.' } };
      },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Add Funds' }));
    const form = dialog('Add Funds');
    await user.click(form.getByRole('button', { name: '₹100.00' }));
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(await form.findByText('Could not start the payment. Try again.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(depositPosts(api.calls)).toHaveLength(2));
    await user.click(form.getByRole('button', { name: '₹250.00' }));
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(await form.findByText('You have reached your monthly deposit limit.')).toBeInTheDocument();

    const [first, retry, other] = depositPosts(api.calls);
    expect(retry!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(other!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
    expect(other!.body).toEqual({ amount: 250 });
  });

  it('says why a player may not add funds yet, with the way to the part of the profile that fixes it', async () => {
    walletApi({ 'GET /api/user/profile': sampleProfile({ dateOfBirth: null }) });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Add Funds' }));
    const form = dialog('Add Funds');
    expect(await form.findByText('Add your date of birth on the Profile page to add funds: paid play is for players 18 or older.')).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Go to your Profile' })).toHaveAttribute('href', '/profile#play-for-money');
    expect(form.queryByLabelText('Amount (₹)')).toBeNull();
  });

  it('lists the deposits with each status in plain words, and a way to finish paying one still open', async () => {
    walletApi({
      'GET /api/wallet/deposits': [
        sampleDeposit({ id: 4, amount: 250, status: 'CREATED' }),
        sampleDeposit({ id: 3, amount: 100, status: 'CAPTURED', checkoutUrl: null }),
        sampleDeposit({ id: 2, amount: 500, status: 'FAILED', checkoutUrl: null }),
        sampleDeposit({ id: 1, amount: 1000, status: 'EXPIRED', checkoutUrl: null }),
      ],
    });
    open();
    const deposits = within(await screen.findByRole('region', { name: 'Deposits' }));
    const rows = await deposits.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual(['₹250.00', '₹100.00', '₹500.00', '₹1,000.00']);
    expect(within(rows[0]!).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Finish paying' })).toHaveAttribute('href', '/sandbox/checkout/4?token=tok-4');
    expect(within(rows[1]!).getByText('Added')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid and added to your wallet.')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Declined')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('The payment was declined. Nothing was added or taken.')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('It was not paid in time. Nothing was added or taken.')).toBeInTheDocument();
    expect(deposits.getAllByRole('link', { name: 'Finish paying' })).toHaveLength(1);
  });
});

describe('Coming back from the checkout', () => {
  it('asks about the payment until the gateway’s word is in, then says it was added, with the new balance and the way back to the contest', async () => {
    sessionStorage.setItem('crease.deposit-return', JSON.stringify({ depositId: 9, path: '/contests/100/players', label: 'Mega Contest' }));
    let asked = 0;
    let captured = false;
    const api = walletApi({
      'GET /api/wallet/deposits': ({ url }) => {
        if (url.searchParams.get('before') !== '10') return [];
        asked += 1;
        captured = asked >= 2;
        return [sampleDeposit({ id: 9, amount: 100, status: captured ? 'CAPTURED' : 'CREATED', checkoutUrl: captured ? null : '/sandbox/checkout/9?token=t' })];
      },
      'GET /api/wallet/balance': () => (captured ? { ...WALLET, balance: 1551.5, deposit: 1100 } : WALLET),
    });
    open('/wallet?deposit=9');
    const outcome = within(await screen.findByRole('status', { name: 'Your payment' }));
    expect(await outcome.findByText('₹100.00 added to your wallet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await outcome.findByText('Your balance is now ₹1,551.50.')).toBeInTheDocument();
    expect(outcome.getByRole('link', { name: 'Back to Mega Contest' })).toHaveAttribute('href', '/contests/100/players');
    expect(api.calls.some((call) => call.path === '/api/wallet/deposits?limit=1&before=10')).toBe(true);
  });

  it('says a declined payment added nothing, and offers to try again', async () => {
    walletApi({
      'GET /api/wallet/deposits': ({ url }) => (url.searchParams.get('before') === '10' ? [sampleDeposit({ id: 9, amount: 100, status: 'FAILED', checkoutUrl: null })] : []),
    });
    const user = open('/wallet?deposit=9');
    const outcome = within(await screen.findByRole('status', { name: 'Your payment' }));
    expect(await outcome.findByText('Your payment of ₹100.00 was declined. Nothing was added or taken.')).toBeInTheDocument();
    expect(await outcome.findByText('Your balance is ₹1,451.50.')).toBeInTheDocument();
    expect(outcome.queryByRole('link', { name: /^Back to/ })).toBeNull();
    await user.click(outcome.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('dialog', { name: 'Add Funds' })).toBeInTheDocument();
  });
});

/** Opens Withdraw, asks for ₹500.00 and confirms it, as a player does: the form, for what it says next. */
async function confirmWithdrawalOf500() {
  const user = open();
  await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
  const form = dialog('Withdraw winnings');
  await user.type(await form.findByLabelText('Amount (₹)'), '500');
  await user.click(form.getByRole('button', { name: 'See TDS and what you receive' }));
  await user.click(await form.findByRole('button', { name: 'Confirm withdrawal' }));
  return form;
}

describe('Withdraw', () => {
  const PREVIEW = { amount: 500, tds: 120, net: 380, taxable: 400, financialYear: '2026-27', withdrawnThisYear: 0, depositedThisYear: 100, taxedThisYear: 0, winnings: 1000 };

  it('shows the TDS as its own line and what arrives, before the player confirms; then requests it', async () => {
    let requested = false;
    const api = walletApi({
      'GET /api/wallet/balance': () => (requested ? { ...WALLET, winnings: 500 } : { ...WALLET, winnings: 1000 }),
      'GET /api/wallet/withdrawals/preview': PREVIEW,
      'POST /api/wallet/withdrawals': () => {
        requested = true;
        return { status: 201, body: sampleWithdrawal({ amount: 500, tds: 120, net: 380 }) };
      },
      'GET /api/wallet/withdrawals': () => (requested ? [sampleWithdrawal({ amount: 500, tds: 120, net: 380 })] : []),
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const form = dialog('Withdraw winnings');
    expect(await form.findByText('₹1,000.00')).toBeInTheDocument();
    await user.type(form.getByLabelText('Amount (₹)'), '500');
    await user.click(form.getByRole('button', { name: 'See TDS and what you receive' }));

    const lines = within(await form.findByRole('region', { name: 'Before you confirm' }));
    expect(lines.getByText('Amount').nextElementSibling).toHaveTextContent('₹500.00');
    expect(lines.getByText('TDS (30% of ₹400.00 net winnings)').nextElementSibling).toHaveTextContent('−₹120.00');
    expect(lines.getByText('You receive').nextElementSibling).toHaveTextContent('₹380.00');
    expect(lines.getByText('To').nextElementSibling).toHaveTextContent('Bank account ********4567 (HDFC0001234)');
    expect(api.writes()).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText(/^Withdrawal of ₹500.00 requested: ₹380.00 will reach Bank account/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/wallet/withdrawals', body: { amount: 500 } }]);
    expect(api.calls.some((call) => call.path === '/api/wallet/withdrawals/preview?amount=500')).toBe(true);
    const withdrawals = within(screen.getByRole('region', { name: 'Withdrawals' }));
    expect(await withdrawals.findByRole('listitem', { name: 'Withdrawal of ₹500.00: Requested' })).toBeInTheDocument();
  });

  it('says the server’s refusal, with the way to the profile when that is where it is fixed', async () => {
    walletApi({
      'GET /api/wallet/balance': { ...WALLET, winnings: 1000 },
      'GET /api/wallet/withdrawals/preview': PREVIEW,
      'POST /api/wallet/withdrawals': { status: 403, body: { message: 'Verify your e-mail address to withdraw: open the link we sent you, or send a new one from the Profile page.' } },
    });
    const form = await confirmWithdrawalOf500();
    expect(await form.findByText(/^Verify your e-mail address to withdraw/)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Go to your Profile' })).toHaveAttribute('href', '/profile');
  });

  it('says when withdrawals to a payout destination changed less than 24 hours ago open, in the form', async () => {
    const refusal = 'Withdrawals to UPI as******@okaxis open at 28 Nov 2026, 14:05 IST, 24 hours after it became your payout destination.';
    walletApi({
      'GET /api/wallet/balance': { ...WALLET, winnings: 1000 },
      'GET /api/wallet/withdrawals/preview': PREVIEW,
      'POST /api/wallet/withdrawals': { status: 409, body: { message: refusal } },
    });
    const form = await confirmWithdrawalOf500();
    expect(await form.findByRole('alert')).toHaveTextContent(refusal);
    expect(form.queryByRole('link', { name: 'Go to your Profile' })).toBeNull();
    expect(form.getByRole('button', { name: 'Confirm withdrawal' })).toBeInTheDocument();
  });

  it('says a refusal of the amount without sending the player elsewhere: under the least, more than the winnings', async () => {
    const api = walletApi({
      'GET /api/wallet/balance': { ...WALLET, winnings: 150 },
      'GET /api/wallet/withdrawals/preview': { status: 409, body: { message: 'You can withdraw up to ₹150.00, your winnings. Bonus and added money are for entries only.' } },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const form = dialog('Withdraw winnings');
    const amount = await form.findByLabelText('Amount (₹)');
    await user.type(amount, '50');
    await user.click(form.getByRole('button', { name: 'See TDS and what you receive' }));
    expect(await form.findByText('Amount must be at least ₹100.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(form.getByRole('button', { name: 'See TDS and what you receive' }));
    expect(await form.findByText('You can withdraw up to ₹150.00, your winnings. Bonus and added money are for entries only.')).toBeInTheDocument();
    expect(form.queryByRole('link', { name: 'Go to your Profile' })).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('says before anything is typed that KYC is missing, with the way to it on the profile', async () => {
    walletApi({ 'GET /api/user/profile': sampleProfile({ kyc: null }) });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const form = dialog('Withdraw winnings');
    expect(await form.findByText(/^Add your KYC on the Profile page to withdraw/)).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Go to your Profile' })).toHaveAttribute('href', '/profile#kyc');
    expect(form.queryByLabelText('Amount (₹)')).toBeNull();
  });

  it('lists the withdrawal requests: amount, TDS, what arrives, where, and a rejection’s reason', async () => {
    walletApi({
      'GET /api/wallet/withdrawals': [
        sampleWithdrawal({ id: 3, amount: 500, tds: 120, net: 380, status: 'REQUESTED' }),
        sampleWithdrawal({ id: 2, amount: 200, tds: 0, net: 200, status: 'PAID', payout: 'UPI as******@okaxis', decidedAt: new Date().toISOString() }),
        sampleWithdrawal({ id: 1, amount: 300, tds: 90, net: 210, status: 'REJECTED', reason: 'The account name does not match the PAN.', decidedAt: new Date().toISOString() }),
      ],
    });
    open();
    const list = within(await screen.findByRole('region', { name: 'Withdrawals' }));
    const requested = within(await list.findByRole('listitem', { name: 'Withdrawal of ₹500.00: Requested' }));
    expect(requested.getByText('TDS').nextElementSibling).toHaveTextContent('₹120.00');
    expect(requested.getByText('You receive').nextElementSibling).toHaveTextContent('₹380.00');
    expect(requested.getByText('Waiting to be paid, usually within 24-48 hours.')).toBeInTheDocument();
    const paid = within(list.getByRole('listitem', { name: 'Withdrawal of ₹200.00: Paid' }));
    expect(paid.getByText('To').nextElementSibling).toHaveTextContent('UPI as******@okaxis');
    const rejected = within(list.getByRole('listitem', { name: 'Withdrawal of ₹300.00: Rejected' }));
    expect(rejected.getByText('Not paid: the whole amount went back to your winnings. Reason: The account name does not match the PAN.')).toBeInTheDocument();
  });
});

describe('With paid play off', () => {
  it('hides Add Funds and the deposits, says why, and keeps withdrawals', async () => {
    walletApi({ 'GET /api/config': { ...SAMPLE_CONFIG, paidPlay: false } });
    open();
    expect(await screen.findByText('Adding funds is closed: paid contests are off on Crease. Free contests stay open, and winnings can still be withdrawn.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Funds' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Deposits' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Withdrawals' })).toBeInTheDocument();
  });
});
