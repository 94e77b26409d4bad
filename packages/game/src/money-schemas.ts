// Money in and out, and who may play: the request schemas the profile, Add Funds, KYC,
// withdrawal and admin forms and the API validate with, and the shapes the API answers with.

import { z } from 'zod';
import { numberField, requiredTextField, wholeNumber } from './catalogue-schemas.ts';
import { SELF_EXCLUSION_MAX_DAYS, SELF_EXCLUSION_MIN_DAYS } from './compliance.ts';
import { DEPOSIT_MAX_RUPEES, DEPOSIT_MIN_RUPEES } from './deposit-rules.ts';
import { findIndianState, formatCalendarDate, parseCalendarDate } from './india.ts';
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  KYC_MESSAGES,
  PAN_NAME_MAX_LENGTH,
  PAN_NAME_PATTERN,
  PAN_PATTERN,
  UPI_ID_PATTERN,
} from './kyc.ts';
import { hasWholePaise } from './money.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './auth-schemas.ts';

/** The least a withdrawal can be, in rupees. */
export const WITHDRAWAL_MIN_RUPEES = 100;
/** The most one withdrawal request can be (a sanity bound; winnings are the real one). */
export const WITHDRAWAL_MAX_RUPEES = 10_000_000;
/** The highest monthly deposit limit a deployment can set (MONTHLY_DEPOSIT_LIMIT). */
export const MONTHLY_DEPOSIT_LIMIT_MAX_RUPEES = 10_000_000;

const rupeeText = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/** Rupees from `min` to `max`, at most 2 decimals. */
function rupeeAmount(label: string, min: number, max: number) {
  return numberField(label).pipe(
    z
      .number()
      .min(min, `${label} must be at least ${rupeeText(min)}.`)
      .max(max, `${label} can be at most ${rupeeText(max)}.`)
      .refine(hasWholePaise, `${label} can have at most 2 decimals (paise).`),
  );
}

// ---------------------------------------------------------------------------------------------
// Profile

export const dateOfBirthField = z
  .string({ error: 'Date of birth must be a date like 1998-04-23.' })
  .trim()
  .transform((text, context) => {
    const date = parseCalendarDate(text);
    if (!date) context.addIssue({ code: 'custom', message: 'Date of birth must be a date like 1998-04-23.' });
    else if (date.year < 1900) context.addIssue({ code: 'custom', message: 'Date of birth must be in 1900 or later.' });
    return date ? formatCalendarDate(date) : z.NEVER;
  });

export const stateField = z
  .string({ error: 'State must be a state or union territory of India, like Maharashtra.' })
  .refine((text) => findIndianState(text) !== undefined, 'State must be a state or union territory of India, like Maharashtra.')
  .transform((text) => findIndianState(text)!);

/**
 * `PUT /api/user/profile`: any of these; what is left out stays. The date of birth must also
 * not be in the future, and the monthly limit not above the platform's: the server checks
 * those against its clock and configuration.
 */
export const profileUpdateSchema = z.object({
  name: requiredTextField('Name', NAME_MAX_LENGTH).optional(),
  dateOfBirth: dateOfBirthField.optional(),
  state: stateField.optional(),
  monthlyDepositLimit: rupeeAmount('Monthly deposit limit', DEPOSIT_MIN_RUPEES, MONTHLY_DEPOSIT_LIMIT_MAX_RUPEES).optional(),
  selfExcludeDays: wholeNumber('selfExcludeDays', SELF_EXCLUSION_MIN_DAYS, SELF_EXCLUSION_MAX_DAYS).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// KYC

const upperCaseCode = (required: string, shape: string, pattern: RegExp) =>
  z
    .string({ error: shape })
    .trim()
    .min(1, required)
    .transform((text) => text.toUpperCase())
    .refine((text) => pattern.test(text), shape);

/**
 * `PUT /api/user/kyc`: `{pan, name, ifsc, accountNumber}` or `{pan, name, upi}`, and
 * `currentPassword` when it changes where withdrawals already go (the server asks for it).
 */
export const kycInputSchema = z
  .object({
    pan: z.preprocess((value) => value ?? '', upperCaseCode(KYC_MESSAGES.panRequired, KYC_MESSAGES.pan, PAN_PATTERN)),
    name: z
      .preprocess(
        (value) => value ?? '',
        z
          .string({ error: KYC_MESSAGES.name })
          .trim()
          .min(1, KYC_MESSAGES.nameRequired)
          .max(PAN_NAME_MAX_LENGTH, `Name as on PAN can be at most ${PAN_NAME_MAX_LENGTH} characters.`)
          .refine((text) => PAN_NAME_PATTERN.test(text), KYC_MESSAGES.name),
      )
      .transform((text) => text.replace(/\s+/g, ' ')),
    ifsc: upperCaseCode(KYC_MESSAGES.ifscRequired, KYC_MESSAGES.ifsc, IFSC_PATTERN).nullish(),
    accountNumber: z
      .string({ error: KYC_MESSAGES.accountNumber })
      .transform((text) => text.replace(/[\s-]/g, ''))
      .refine((text) => ACCOUNT_NUMBER_PATTERN.test(text), KYC_MESSAGES.accountNumber)
      .nullish(),
    upi: z
      .string({ error: KYC_MESSAGES.upi })
      .trim()
      .transform((text) => text.toLowerCase())
      .refine((text) => UPI_ID_PATTERN.test(text), KYC_MESSAGES.upi)
      .nullish(),
    currentPassword: z.string({ error: 'currentPassword must be text.' }).max(PASSWORD_MAX_LENGTH, 'currentPassword does not match your password.').nullish(),
  })
  .superRefine((kyc, context) => {
    const bank = Boolean(kyc.ifsc || kyc.accountNumber);
    if (bank && kyc.upi) context.addIssue({ code: 'custom', path: ['upi'], message: KYC_MESSAGES.payoutBoth });
    else if (!bank && !kyc.upi) context.addIssue({ code: 'custom', path: ['upi'], message: KYC_MESSAGES.payoutMissing });
    else if (bank && !kyc.ifsc) context.addIssue({ code: 'custom', path: ['ifsc'], message: KYC_MESSAGES.ifscRequired });
    else if (bank && !kyc.accountNumber) context.addIssue({ code: 'custom', path: ['accountNumber'], message: KYC_MESSAGES.accountNumberRequired });
  })
  .transform((kyc) => ({
    pan: kyc.pan,
    name: kyc.name,
    payout: kyc.upi ? { kind: 'UPI' as const, upi: kyc.upi } : { kind: 'BANK' as const, ifsc: kyc.ifsc!, accountNumber: kyc.accountNumber! },
    currentPassword: kyc.currentPassword ?? undefined,
  }));
export type KycInput = z.input<typeof kycInputSchema>;
export type KycFields = z.output<typeof kycInputSchema>;

/** KYC as its owner sees it: every number masked. */
export const kycView = z.object({
  pan: z.string().describe('Masked: ******234F'),
  name: z.string(),
  payout: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('BANK'), ifsc: z.string(), accountNumber: z.string().describe('Masked: ********1234') }),
    z.object({ kind: z.literal('UPI'), upi: z.string().describe('Masked: as******@okaxis') }),
  ]),
  description: z.string().describe('Where withdrawals go, in words: Bank account ********1234 (HDFC0001234)'),
  updatedAt: z.string(),
});
export type KycView = z.infer<typeof kycView>;

// ---------------------------------------------------------------------------------------------
// Deposits and the payment gateway

export const DEPOSIT_STATUSES = ['CREATED', 'CAPTURED', 'FAILED', 'EXPIRED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** `POST /api/wallet/deposits` (with an optional Idempotency-Key header). */
export const depositInputSchema = z.object({
  amount: rupeeAmount('Amount', DEPOSIT_MIN_RUPEES, DEPOSIT_MAX_RUPEES),
});
export type DepositInput = z.input<typeof depositInputSchema>;

export const depositView = z.object({
  id: z.number().describe('The payment id the gateway reports back as paymentId'),
  amount: z.number().describe('Rupees'),
  status: z.enum(DEPOSIT_STATUSES),
  checkoutUrl: z.string().nullable().describe('Where to pay, while the payment is open (CREATED); null after'),
  createdAt: z.string(),
  expiresAt: z.string().describe('An open payment expires then, and is never credited'),
  completedAt: z.string().nullable().describe('When it was captured or failed'),
});
export type DepositView = z.infer<typeof depositView>;

/** The Add Funds form's figures: the limits and how much of this month's is left. */
export const depositLimitsView = z.object({
  min: z.number(),
  max: z.number(),
  monthlyLimit: z.number().describe('In force now: your own or the platform’s, whichever is lower'),
  pendingMonthlyLimit: z.object({ amount: z.number(), effectiveAt: z.string() }).nullable(),
  usedThisMonth: z.number().describe('Captured deposits and open payments this month (IST)'),
  remainingThisMonth: z.number(),
  monthEndsAt: z.string(),
});
export type DepositLimitsView = z.infer<typeof depositLimitsView>;

export const PAYMENT_EVENTS = ['payment.captured', 'payment.failed'] as const;

/** The gateway's webhook body (signed: X-Crease-Signature, HMAC-SHA256 of the raw body). */
export const paymentWebhookSchema = z.object({
  event: z.enum(PAYMENT_EVENTS, { error: `event must be one of ${PAYMENT_EVENTS.join(', ')}.` }),
  paymentId: wholeNumber('paymentId', 1, 2_147_483_647),
  amount: numberField('amount').pipe(z.number().positive('amount must be above 0.').refine(hasWholePaise, 'amount can have at most 2 decimals (paise).')),
});
export type PaymentWebhookEvent = z.output<typeof paymentWebhookSchema>;

/** What the sandbox checkout page shows and posts back (its token comes in the checkout URL). */
export const SANDBOX_ORDER_STATUSES = ['CREATED', 'PAID', 'DECLINED', 'EXPIRED'] as const;
export const sandboxOrderView = z.object({
  paymentId: z.number(),
  orderId: z.string(),
  merchant: z.string(),
  amount: z.number().describe('Rupees'),
  currency: z.literal('INR'),
  status: z.enum(SANDBOX_ORDER_STATUSES),
  expiresAt: z.string(),
  returnUrl: z.string().describe('Where the payer goes back to when done'),
  sandbox: z.literal(true).describe('No real money moves'),
});
export type SandboxOrderView = z.infer<typeof sandboxOrderView>;

export const checkoutTokenSchema = z.object({
  token: z.string({ error: 'The checkout link is missing its token.' }).trim().min(1, 'The checkout link is missing its token.').max(200),
});

// ---------------------------------------------------------------------------------------------
// Withdrawals

export const WITHDRAWAL_STATUSES = ['REQUESTED', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `POST /api/wallet/withdrawals`, and the preview's `?amount=`. */
export const withdrawalInputSchema = z.object({
  amount: rupeeAmount('Amount', WITHDRAWAL_MIN_RUPEES, WITHDRAWAL_MAX_RUPEES),
});
export type WithdrawalInput = z.input<typeof withdrawalInputSchema>;

export const rejectWithdrawalSchema = z.object({
  reason: requiredTextField('Reason', 300).refine((text) => text.length >= 3, 'Reason must be at least 3 characters.'),
});

/** The line shown before a withdrawal is confirmed: what TDS takes, and why. */
export const withdrawalPreviewView = z.object({
  amount: z.number(),
  tds: z.number().describe('30% of the taxable part, rounded down to the paisa'),
  net: z.number().describe('What reaches you'),
  taxable: z.number().describe("The part of this withdrawal that is net winnings not taxed yet this financial year"),
  financialYear: z.string().describe('Like 2026-27 (1 April to 31 March)'),
  withdrawnThisYear: z.number().describe('Earlier withdrawals this financial year, not rejected'),
  depositedThisYear: z.number(),
  taxedThisYear: z.number().describe('What earlier withdrawals this year were taxed on'),
  winnings: z.number().describe('What you can withdraw now'),
});
export type WithdrawalPreviewView = z.infer<typeof withdrawalPreviewView>;

export const withdrawalView = z.object({
  id: z.number(),
  amount: z.number(),
  tds: z.number(),
  net: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  financialYear: z.string(),
  payout: z.string().describe('Where it goes, masked'),
  reason: z.string().nullable().describe('Why it was rejected'),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

export const adminWithdrawalView = withdrawalView.extend({
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type AdminWithdrawalView = z.infer<typeof adminWithdrawalView>;

export const withdrawalListQuery = z.object({
  status: z.enum(WITHDRAWAL_STATUSES, { error: `status must be one of ${WITHDRAWAL_STATUSES.join(', ')}.` }).optional(),
});

// ---------------------------------------------------------------------------------------------
// The admins' view of the money

export const moneyOverviewView = z.object({
  depositsIn: z.number().describe('Deposits captured'),
  bonuses: z.number().describe('Bonuses credited'),
  entryFees: z.number().describe('Entry fees taken, less refunds'),
  prizesPaid: z.number(),
  platformShare: z.number().describe("What the platform kept of settled contests: their fees less their prizes (a private contest: its share of the fees). Upcoming, live and cancelled contests count nothing"),
  withdrawals: z.object({ requested: z.number(), paid: z.number(), rejected: z.number() }),
  tdsWithheld: z.number().describe('On paid withdrawals'),
  tdsPending: z.number().describe('On withdrawals still requested'),
  balances: z.object({ bonus: z.number(), deposit: z.number(), winnings: z.number(), total: z.number() }),
});
export type MoneyOverviewView = z.infer<typeof moneyOverviewView>;

export const contestMoneyView = z.object({
  contestId: z.number(),
  name: z.string(),
  status: z.string(),
  matchId: z.number(),
  entries: z.number().describe('Entries not refunded'),
  feesIn: z.number(),
  prizesOut: z.number(),
  platformShare: z.number().describe('Once settled, fees in less prizes out (a private contest: its share of the fees); 0 until then'),
});
export type ContestMoneyView = z.infer<typeof contestMoneyView>;

// ---------------------------------------------------------------------------------------------
// The admins' dashboard

/** How many days the dashboard's charts cover, today included. */
export const DASHBOARD_DAYS = 30;

const dashboardFigures = {
  newUsers: z.number().describe('Accounts made'),
  deposits: z.number().describe('Rupees of deposits captured'),
  depositCount: z.number().describe('Deposits captured'),
  entries: z.number().describe('Entries made (not refunded since)'),
  entryFees: z.number().describe('Rupees of their fees'),
  prizes: z.number().describe('Rupees of prizes paid'),
  platformShare: z.number().describe("Rupees the platform kept of the contests settled that day: fees less prizes (a private contest: its share)"),
};

export const dashboardDayView = z.object({ day: z.string().describe('YYYY-MM-DD, a day in India (IST)'), ...dashboardFigures });
export type DashboardDayView = z.infer<typeof dashboardDayView>;

export const dashboardContestView = z.object({
  contestId: z.number(),
  name: z.string(),
  matchId: z.number(),
  match: z.string().describe('"India vs Australia"'),
  startTime: z.string(),
  status: z.string(),
  entryFee: z.number(),
  spots: z.number().nullable().describe('null: unlimited'),
  entries: z.number(),
  fillRate: z.number().nullable().describe('entries / spots, 0 to 1 (null for unlimited spots)'),
});

export const dashboardMatchView = z.object({
  id: z.number(),
  teamA: z.string(),
  teamB: z.string(),
  startTime: z.string(),
  matchType: z.string(),
  scorer: z.enum(['FEED', 'MANUAL']),
  contests: z.number().describe('Its contests, public and private, not cancelled'),
  entries: z.number(),
});

export const dashboardView = z.object({
  today: z.string().describe('YYYY-MM-DD in India (IST)'),
  days: z.array(dashboardDayView).describe(`The last ${DASHBOARD_DAYS} days, oldest first, today last; a day with nothing has zeros`),
  totals: z.object(dashboardFigures).describe('The days summed'),
  todaysContests: z.array(dashboardContestView).describe("Public contests whose match starts today (IST), by start time, with how full they are"),
  liveMatches: z.array(dashboardMatchView),
});
export type DashboardView = z.infer<typeof dashboardView>;

// ---------------------------------------------------------------------------------------------
// What the web app needs to know about the deployment

export const deploymentConfigView = z.object({
  googleClientId: z.string().nullable(),
  paidPlay: z.boolean().describe('PAID_PLAY: off closes paid contests and deposits'),
  restrictedStates: z.array(z.string()).describe('Where paid play is not offered'),
  paymentGateway: z.literal('sandbox').describe('The sandbox: no real money moves'),
  deposits: z.object({
    min: z.number(),
    max: z.number(),
    monthlyLimit: z.number().describe("The platform's monthly ceiling"),
    quickAmounts: z.array(z.number()),
  }),
  withdrawals: z.object({ min: z.number() }),
  privateContests: z.object({
    sharePercent: z.number().describe("The platform's share of a private contest's fees, in percent"),
    minSpots: z.number(),
    maxSpots: z.number(),
    openMax: z.number().describe('Private contests one player may have open at once'),
  }),
});
export type DeploymentConfigView = z.infer<typeof deploymentConfigView>;
