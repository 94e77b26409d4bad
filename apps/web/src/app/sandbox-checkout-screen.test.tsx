import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SandboxOrderView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { mockApi, pendingFetch, sampleDeposit, sampleDepositLimits, sampleProfile } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

function order(overrides: Partial<SandboxOrderView> = {}): SandboxOrderView {
  return {
    paymentId: 9,
    orderId: 'order_5f2e',
    merchant: 'Crease',
    amount: 250,
    currency: 'INR',
    status: 'CREATED',
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    returnUrl: '/wallet',
    sandbox: true,
    ...overrides,
  };
}

const CHECKOUT = '/sandbox/checkout/9?token=tok-9';

function open(path = CHECKOUT) {
  renderApp(path);
  return userEvent.setup();
}

describe('Sandbox checkout', () => {
  it('says it is loading the payment meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading the payment...')).toBeInTheDocument();
  });

  it('is plainly a sandbox, and shows the amount, the merchant and the order, without asking anyone to sign in', async () => {
    const api = mockApi({ 'GET /api/sandbox/payments/9': order() });
    open();
    expect(await screen.findByRole('heading', { name: '₹250.00', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Sandbox', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/This is a sandbox checkout: no real money moves/)).toBeInTheDocument();
    expect(screen.getByText('Pay Crease')).toBeInTheDocument();
    expect(screen.getByText('Merchant').nextElementSibling).toHaveTextContent('Crease');
    expect(screen.getByText('Order').nextElementSibling).toHaveTextContent('order_5f2e');
    expect(screen.getByRole('button', { name: 'Approve payment' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/sandbox/payments/9?token=tok-9']);
  });

  it('approves with the link’s token, says so, and returns the payer to the wallet, which shows what became of the payment', async () => {
    let approved = false;
    const api = mockApi({
      'GET /api/sandbox/payments/9': () => order({ status: approved ? 'PAID' : 'CREATED' }),
      'POST /api/sandbox/payments/9/approve': () => {
        approved = true;
        return order({ status: 'PAID' });
      },
      'GET /api/wallet/balance': { balance: 750, bonus: 500, deposit: 250, winnings: 0 },
      'GET /api/wallet/transactions': [],
      'GET /api/wallet/withdrawals': [],
      'GET /api/wallet/deposits': ({ url }) => [sampleDeposit({ id: 9, amount: 250, status: 'CAPTURED', checkoutUrl: null })].filter(() => url.searchParams.get('before') !== null),
      'GET /api/wallet/deposits/limits': sampleDepositLimits(),
      'GET /api/user/profile': sampleProfile(),
    });
    localStorage.setItem('jwt', makeToken());
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment approved', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('You paid ₹250.00 to Crease.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/sandbox/payments/9/approve', body: { token: 'tok-9' } }]);

    await user.click(screen.getByRole('button', { name: 'Return to Crease' }));
    expect(await screen.findByRole('heading', { name: 'My Wallet', level: 1 })).toBeInTheDocument();
    const outcome = within(await screen.findByRole('status', { name: 'Your payment' }));
    expect(await outcome.findByText('₹250.00 added to your wallet.')).toBeInTheDocument();
  });

  it('declines, says nothing was paid, and offers the way back', async () => {
    const api = mockApi({ 'GET /api/sandbox/payments/9': order(), 'POST /api/sandbox/payments/9/decline': order({ status: 'DECLINED' }) });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Payment declined', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Nothing was paid. You can start a new payment from your wallet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Return to Crease' })).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/sandbox/payments/9/decline', body: { token: 'tok-9' } }]);
  });

  it('says a payment already approved, declined or expired is so, and offers no choice', async () => {
    for (const [status, heading] of [
      ['PAID', 'Payment approved'],
      ['DECLINED', 'Payment declined'],
      ['EXPIRED', 'This payment has expired'],
    ] as const) {
      mockApi({ 'GET /api/sandbox/payments/9': order({ status }) });
      const { unmount } = renderApp(CHECKOUT);
      expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Approve payment' })).toBeNull();
      unmount();
      queryClient.clear();
    }
  });

  it('says when the payment expired between loading and approving, in the sandbox’s words', async () => {
    let tries = 0;
    mockApi({
      'GET /api/sandbox/payments/9': () => (tries === 0 ? order() : order({ status: 'EXPIRED' })),
      'POST /api/sandbox/payments/9/approve': () => {
        tries += 1;
        return { status: 409, body: { message: 'This payment has expired; start a new one from your wallet.' } };
      },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByText('This payment has expired; start a new one from your wallet.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This payment has expired', level: 1 })).toBeInTheDocument();
  });

  it('says a link that is not the wallet’s does not work, in the sandbox’s words', async () => {
    mockApi({ 'GET /api/sandbox/payments/9': { status: 403, body: { message: 'This checkout link is not valid for payment 9. Open the one your wallet gave you.' } } });
    open();
    expect(await screen.findByRole('heading', { name: 'This checkout link does not work', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('This checkout link is not valid for payment 9. Open the one your wallet gave you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Crease' })).toBeInTheDocument();
  });

  it('says an unknown payment is unknown', async () => {
    mockApi({ 'GET /api/sandbox/payments/9': { status: 404, body: { message: 'There is no sandbox payment 9.' } } });
    open();
    expect(await screen.findByText('There is no sandbox payment 9.')).toBeInTheDocument();
  });

  it('says a link without its token is incomplete, and asks the server nothing', async () => {
    const api = mockApi({});
    open('/sandbox/checkout/9');
    expect(await screen.findByRole('heading', { name: 'This checkout link is incomplete', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('The checkout link is missing its token.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Crease' })).toHaveAttribute('href', '/wallet');
    expect(api.calls.filter((call) => call.path.startsWith('/api/sandbox'))).toEqual([]);
  });
});
