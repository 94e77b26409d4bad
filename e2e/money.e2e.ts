import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility.ts';
import { admin, apiGet, apiToken, DESKTOP, readyForPaidPlay, registerAccount, signIn, uniqueEmail, useBrowser, verificationToken } from './browser.ts';
import { contestOn, matchWithContests, playMatch, roleOf, validEleven } from './fixtures.ts';

const browser = useBrowser();

interface Wallet {
  balance: number;
  bonus: number;
  deposit: number;
  winnings: number;
}

async function pick(page: Page, names: readonly string[]) {
  for (const name of names) {
    await page.getByRole('tab', { name: new RegExp(`^${roleOf(name)} \\(`) }).click();
    await page.getByRole('button', { name, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
  }
}

/** Picks the fixture's valid eleven with its second player as Captain and its last as Vice-Captain, and sends it. */
async function pickAndJoin(page: Page, sides: readonly [string, string]) {
  const eleven = validEleven(sides);
  await pick(page, eleven);
  for (const [name, armband] of [
    [eleven[1]!, 'Captain'],
    [eleven[10]!, 'Vice-Captain'],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${roleOf(name)} \\(`) }).click();
    await page.getByRole('group', { name: `Captain or Vice-Captain: ${name}` }).getByRole('radio', { name: new RegExp(`^${armband}`) }).check();
  }
  const submit = page.getByRole('button', { name: 'Submit Team & Join Contest' });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
}

const wallet = (token: string) => apiGet<Wallet>('/api/wallet/balance', token);

describe('money in and out', () => {
  it(
    'a new player verifies the e-mail, declares an age and a state, adds funds through the sandbox to join a contest, wins, enters KYC and withdraws with the TDS shown first; an admin pays it',
    { timeout: 120_000 },
    async () => {
      const setup = await matchWithContests();
      const highRoller = await contestOn(setup.matchId, { name: `High Roller ${setup.league.name.split(' ')[1]}`, entryFee: 600, prizePool: 1000 });
      const page = await browser.newPage();

      // Sign up, then open the verification link from the outbox.
      const account = { name: `Nila Varma ${setup.matchId}`, email: uniqueEmail('nila'), password: 'cover-drive-42' };
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Name').fill(account.name);
      await form.getByLabel(/e-?mail/i).fill(account.email);
      await form.getByLabel('Password').fill(account.password);
      await form.getByRole('button', { name: 'Sign up' }).click();
      await page.waitForURL('**/login');
      await page.goto(`/verify-email?token=${await verificationToken(account.email)}`);
      await page.getByText(`Thank you: ${account.email} is verified.`).waitFor();
      await signIn(page, account.email, account.password);
      await page.waitForURL('**/home');
      const token = await apiToken(account.email, account.password);

      // The profile: a date of birth and a state, and paid play opens.
      await page.goto('/profile');
      const play = page.getByRole('region', { name: 'Play for money' });
      await play.getByText(/^Add your date of birth on the Profile page/).waitFor();
      await play.getByLabel('Date of birth').fill('1996-02-29');
      await play.getByLabel('State of residence').selectOption('Kerala');
      await play.getByRole('button', { name: 'Save' }).click();
      await play.getByText('You can play paid contests and add funds.').waitFor();
      await expectAccessible(page, 'the profile, saved');

      // ₹600 to join with ₹500 of bonus: the join sheet says so, and Add cash offers the ₹100 missing.
      await page.goto(`/contests/${highRoller.id}/players`);
      await pickAndJoin(page, setup.sides);
      const short = page.getByRole('dialog', { name: 'Join contest' });
      await short.getByText('Your balance is ₹100.00 short of the fee.').waitFor();
      await short.getByRole('button', { name: 'Add cash' }).click();
      expect(await short.getByLabel('Amount (₹)').inputValue()).toBe('100');
      await expectAccessible(page, 'Add Funds offered for a fee the balance is short of');
      await short.getByRole('button', { name: 'Continue to payment' }).click();

      // The sandbox's checkout: approve, then back to the wallet.
      await page.waitForURL(/\/sandbox\/checkout\/\d+\?token=/);
      await page.getByText(/no real money moves/).first().waitFor();
      await page.getByRole('heading', { name: '₹100.00', level: 1 }).waitFor();
      await expectAccessible(page, 'the sandbox checkout');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.getByRole('heading', { name: 'Payment approved' }).waitFor();
      await page.getByRole('button', { name: 'Return to Crease' }).click();
      await page.waitForURL(/\/wallet\?deposit=\d+$/);
      const outcome = page.getByRole('status', { name: 'Your payment' });
      await outcome.getByText('₹100.00 added to your wallet.').waitFor();
      await outcome.getByText('Your balance is now ₹600.00.').waitFor();
      await expectAccessible(page, 'back from the checkout, the payment added');
      expect(await wallet(token)).toEqual({ balance: 600, bonus: 500, deposit: 100, winnings: 0 });

      // Back to the contest, and in with the team made before.
      await outcome.getByRole('link', { name: `Back to ${highRoller.name}` }).click();
      await page.getByRole('button', { name: 'Join with your team' }).click();
      await page.getByRole('dialog', { name: 'Join contest' }).getByRole('button', { name: 'Join for ₹600.00' }).click();
      await page.waitForURL('**/my-joined-contests');
      await page.getByRole('article', { name: highRoller.name }).waitFor();

      // The match is played; the only entry wins the pool.
      await playMatch(setup.matchId);
      await expect.poll(async () => (await wallet(token)).winnings, { timeout: 20_000 }).toBe(1000);

      // KYC on the profile, shown masked once saved.
      await page.goto('/profile#kyc');
      const kyc = page.getByRole('region', { name: 'KYC for withdrawals' });
      await kyc.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
      await kyc.getByLabel('Name as on PAN').fill('Nila Varma');
      await kyc.getByLabel('IFSC').fill('HDFC0001234');
      await kyc.getByLabel('Account number').fill('001234567890');
      await kyc.getByRole('button', { name: 'Save KYC' }).click();
      await kyc.getByText('Bank account ********7890 (HDFC0001234)', { exact: true }).waitFor();
      expect(await kyc.getByText('PAN', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('******234F');

      // Withdraw ₹500: the TDS line (30% of ₹400: ₹500 less the ₹100 deposited this year) before confirming.
      await page.goto('/wallet');
      await page.getByRole('button', { name: 'Withdraw' }).click();
      const withdraw = page.getByRole('dialog', { name: 'Withdraw winnings' });
      await withdraw.getByText('₹1,000.00').waitFor();
      await withdraw.getByLabel('Amount (₹)').fill('500');
      await withdraw.getByRole('button', { name: 'See TDS and what you receive' }).click();
      const lines = withdraw.getByRole('region', { name: 'Before you confirm' });
      await lines.getByText('TDS (30% of ₹400.00 net winnings)').waitFor();
      const line = (term: string) => lines.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent();
      expect(await line('Amount')).toBe('₹500.00');
      expect(await line('TDS')).toBe('−₹120.00');
      expect(await line('You receive')).toBe('₹380.00');
      expect(await line('To')).toBe('Bank account ********7890 (HDFC0001234)');
      await expectAccessible(page, 'a withdrawal previewed, TDS shown');
      await withdraw.getByRole('button', { name: 'Confirm withdrawal' }).click();
      await page.getByText(/^Withdrawal of ₹500.00 requested: ₹380.00 will reach/).waitFor();
      const request = page.getByRole('region', { name: 'Withdrawals' }).getByRole('listitem', { name: 'Withdrawal of ₹500.00: Requested' });
      await request.waitFor();
      expect((await wallet(token)).winnings).toBe(500);

      // An admin pays it.
      const desk = await browser.newPage(DESKTOP, { token: await apiToken(admin().email, admin().password) });
      await desk.goto('/admin/withdrawals');
      const card = desk.getByRole('listitem', { name: new RegExp(`: ${account.name}, ₹500\\.00$`) });
      expect(await card.locator('dt', { hasText: 'To pay' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('₹380.00');
      await expectAccessible(desk, 'a withdrawal waiting to be paid');
      await card.getByRole('button', { name: 'Reject' }).click();
      await desk.getByRole('dialog', { name: 'Reject this withdrawal?' }).getByLabel('Reason').waitFor();
      await expectAccessible(desk, 'the reject dialog');
      await desk.keyboard.press('Escape');
      await card.getByRole('button', { name: 'Pay' }).click();
      const pay = desk.getByRole('dialog', { name: 'Pay this withdrawal?' });
      await pay.getByText('Bank account ********7890 (HDFC0001234)').waitFor();
      await expectAccessible(desk, 'the pay dialog');
      await pay.getByRole('button', { name: 'Mark paid' }).click();
      await desk.getByText(new RegExp(`marked paid: ₹380\\.00 to ${account.name}\\.$`)).waitFor();
      await desk.getByRole('tab', { name: 'Paid' }).click();
      await card.getByText('PAID', { exact: true }).waitFor();

      // The player sees it paid.
      await page.reload();
      await page.getByRole('region', { name: 'Withdrawals' }).getByRole('listitem', { name: 'Withdrawal of ₹500.00: Paid' }).waitFor();
      await expectAccessible(page, 'the withdrawal paid');
    },
  );

  it('a player from a state where paid play is not offered is refused a paid contest, told why and led to the profile', { timeout: 60_000 }, async () => {
    const setup = await matchWithContests();
    const account = await registerAccount({ name: 'Ravi Teja' });
    await readyForPaidPlay(account.email, account.password, 'Telangana');
    const token = await apiToken(account.email, account.password);
    const page = await browser.newPage(DESKTOP, { token });

    await page.goto(`/contests/${setup.league.id}/players`);
    await pickAndJoin(page, setup.sides);
    const refusal = page.getByRole('dialog', { name: "You can’t join this contest yet" });
    await refusal
      .getByText('Paid contests and adding funds are not offered to residents of Telangana. Free contests are open to you; if you have moved, change your state on the Profile page.')
      .waitFor();
    await expectAccessible(page, 'a paid contest refused for the state');
    expect((await wallet(token)).balance).toBe(500);

    await refusal.getByRole('link', { name: 'Go to your Profile' }).click();
    await page.waitForURL('**/profile#play-for-money');
    const play = page.getByRole('region', { name: 'Play for money' });
    await play.getByText(/^Paid contests and adding funds are not offered to residents of Telangana/).waitFor();
    expect(await play.getByLabel('State of residence').inputValue()).toBe('Telangana');
    // Where it landed is in view, below the details above it.
    await expect.poll(() => play.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);

    // A pause is offered too, and says before it starts that it cannot be lifted early.
    await page.getByRole('button', { name: 'Pause my account' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause your account?' });
    await pause.getByText(/^A pause cannot be lifted early\./).waitFor();
    await expectAccessible(page, 'the pause dialog');
    await pause.getByRole('button', { name: 'Keep playing' }).click();
    await pause.waitFor({ state: 'hidden' });
  });

  it('a declined payment credits nothing', { timeout: 60_000 }, async () => {
    const account = await registerAccount({ name: 'Farah Khan' });
    await readyForPaidPlay(account.email, account.password);
    const token = await apiToken(account.email, account.password);
    const page = await browser.newPage(undefined, { token });

    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Add Funds' }).click();
    const addFunds = page.getByRole('dialog', { name: 'Add Funds' });
    await addFunds.getByText(/more this month/).waitFor();
    await addFunds.getByRole('button', { name: '₹250.00' }).click();
    await expectAccessible(page, 'the Add Funds dialog');
    await addFunds.getByRole('button', { name: 'Continue to payment' }).click();

    await page.getByRole('heading', { name: '₹250.00', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('heading', { name: 'Payment declined' }).waitFor();
    await expectAccessible(page, 'the sandbox checkout, declined');
    await page.getByRole('button', { name: 'Return to Crease' }).click();

    const outcome = page.getByRole('status', { name: 'Your payment' });
    await outcome.getByText('Your payment of ₹250.00 was declined. Nothing was added or taken.').waitFor();
    await outcome.getByText('Your balance is ₹500.00.').waitFor();
    await page.getByRole('region', { name: 'Deposits' }).getByText('Declined', { exact: true }).waitFor();
    expect(await wallet(token)).toEqual({ balance: 500, bonus: 500, deposit: 0, winnings: 0 });
    const ledger = await apiGet<{ type: string }[]>('/api/wallet/transactions', token);
    expect(ledger.map((row) => row.type)).toEqual(['BONUS']);
  });
});
