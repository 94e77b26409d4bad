import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_MONTHLY_DEPOSIT_LIMIT_RUPEES,
  DEFAULT_RESTRICTED_STATES,
  DEPOSIT_MIN_RUPEES,
  findIndianState,
  MONTHLY_DEPOSIT_LIMIT_MAX_RUPEES,
  passwordField,
  PRIVATE_CONTEST_DEFAULT_MAX_SPOTS,
  PRIVATE_CONTEST_DEFAULT_SHARE_PERCENT,
  PRIVATE_CONTEST_MIN_SPOTS,
  PRIVATE_CONTEST_SPOTS_CEILING,
  PRIVATE_CONTESTS_OPEN_DEFAULT_MAX,
  type IndianState,
} from '@crease/game';

/** Configuration booleans accept 1/0, true/false, on/off, yes/no (any case). */
const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (['1', 'true', 'on', 'yes'].includes(value)) return true;
      if (['0', 'false', 'off', 'no'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `must be one of 1/0, true/false, on/off (got "${value}")` });
      return z.NEVER;
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const count = (fallback: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0 || number > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from 0 to ${max} (got "${value}")` });
        return z.NEVER;
      }
      return number;
    });

/**
 * Comma-separated names of Indian states or union territories (any case); `none` for none.
 * Unset: PRODUCT.md's six.
 */
const stateList = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): IndianState[] => {
    if (value === undefined || value === '') return [...DEFAULT_RESTRICTED_STATES];
    if (value.toLowerCase() === 'none') return [];
    const names = value.split(',').map((name) => name.trim()).filter(Boolean);
    const unknown = names.filter((name) => !findIndianState(name));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `must name states or union territories of India, comma-separated, or be "none" (not: ${unknown.join(', ')})` });
      return z.NEVER;
    }
    return [...new Set(names.map((name) => findIndianState(name)!))];
  });

/** An amount in rupees with at most 2 decimals (0 turns it off). */
const rupeesAmount = (fallback: number) =>
  z.coerce
    .number({ error: `must be an amount in rupees, such as ${fallback}` })
    .min(0, 'must be 0 or more')
    .max(100_000, 'can be at most 100000')
    .refine((value) => Number.isInteger(value * 100), 'can have at most 2 decimals')
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: count(8080, 65535),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
    ),
    DATABASE_POOL_SIZE: count(10, 1000),
    REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
    REDIS_KEY_PREFIX: z.string().trim().regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or . _ : - (such as crease:)').default('crease:'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    JWT_TTL_HOURS: count(24 * 7, 24 * 365),
    ADMIN_EMAIL: optionalText,
    ADMIN_PASSWORD: optionalText,
    ADMIN_NAME: z.string().trim().min(1).default('Crease Admin'),
    DEMO: flag(false),
    SETTLEMENT_BATCH_SIZE: z.coerce
      .number({ error: 'must be a whole number, such as 1000' })
      .int('must be a whole number, such as 1000')
      .min(1, 'must be at least 1')
      .max(100_000, 'can be at most 100000')
      .default(5000),
    DEMO_BALL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds, such as 3' })
      .min(0.05, 'must be at least 0.05')
      .max(3600, 'can be at most 3600')
      .default(3),
    AUTH_RATE_LIMIT: count(20, 1_000_000),
    JOIN_BATCH_MS: z.coerce
      .number({ error: 'must be milliseconds, such as 1 (0: each join alone)' })
      .min(0, 'must be 0 or more')
      .max(50, 'can be at most 50')
      .default(1),
    JOIN_BATCH_SIZE: z.coerce
      .number({ error: 'must be a whole number, such as 64' })
      .int('must be a whole number, such as 64')
      .min(1, 'must be at least 1')
      .max(1000, 'can be at most 1000')
      .default(64),
    PRIVATE_CONTEST_SHARE_PERCENT: z.coerce
      .number({ error: 'must be a percentage, such as 10' })
      .min(0, 'must be 0 or more')
      .max(50, 'can be at most 50')
      .refine((value) => Number.isInteger(value * 100), 'can have at most 2 decimals')
      .default(PRIVATE_CONTEST_DEFAULT_SHARE_PERCENT),
    PRIVATE_CONTEST_MAX_SPOTS: z.coerce
      .number({ error: 'must be a whole number, such as 100' })
      .int('must be a whole number, such as 100')
      .min(PRIVATE_CONTEST_MIN_SPOTS, `must be at least ${PRIVATE_CONTEST_MIN_SPOTS}`)
      .max(PRIVATE_CONTEST_SPOTS_CEILING, `can be at most ${PRIVATE_CONTEST_SPOTS_CEILING}`)
      .default(PRIVATE_CONTEST_DEFAULT_MAX_SPOTS),
    PRIVATE_CONTESTS_OPEN_MAX: z.coerce
      .number({ error: 'must be a whole number, such as 20' })
      .int('must be a whole number, such as 20')
      .min(1, 'must be at least 1')
      .max(10_000, 'can be at most 10000')
      .default(PRIVATE_CONTESTS_OPEN_DEFAULT_MAX),
    WELCOME_BONUS: z.coerce
      .number({ error: 'must be an amount in rupees, such as 500' })
      .min(0, 'must be 0 or more')
      .max(100_000, 'can be at most 100000')
      .refine((value) => Number.isInteger(value * 100), 'can have at most 2 decimals')
      .default(500),
    REFERRAL_BONUS_REFERRER: rupeesAmount(100),
    REFERRAL_BONUS_REFEREE: rupeesAmount(50),
    REFERRAL_MONTHLY_CAP: z.coerce
      .number({ error: 'must be a whole number, such as 10' })
      .int('must be a whole number, such as 10')
      .min(0, 'must be 0 or more')
      .max(10_000, 'can be at most 10000')
      .default(10),
    SUPPORT_FILES_DIR: optionalText,
    TRUST_PROXY: flag(false),
    PAID_PLAY: flag(true),
    RESTRICTED_STATES: stateList,
    MONTHLY_DEPOSIT_LIMIT: z.coerce
      .number({ error: 'must be an amount in rupees, such as 100000' })
      .int('must be whole rupees')
      .min(DEPOSIT_MIN_RUPEES, `must be at least ${DEPOSIT_MIN_RUPEES}`)
      .max(MONTHLY_DEPOSIT_LIMIT_MAX_RUPEES, `can be at most ${MONTHLY_DEPOSIT_LIMIT_MAX_RUPEES}`)
      .default(DEFAULT_MONTHLY_DEPOSIT_LIMIT_RUPEES),
    PAYMENT_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    GOOGLE_CLIENT_ID: optionalText,
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    VAPID_PUBLIC_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key web-push generates').optional()),
    VAPID_PRIVATE_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key web-push generates').optional()),
    NOTIFICATION_WORKERS: z.coerce.number({ error: 'must be a number of workers, such as 2' }).int('must be a whole number').min(0).max(32).default(2),
    PUBLIC_URL: optionalText.pipe(z.url({ error: 'must be a URL such as https://crease.in' }).optional()),
    SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
    MAIL_FROM: z.string().trim().min(3).default('Crease <no-reply@crease.in>'),
    WEB_DIR: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither' });
    }
    // The password rule of sign-up and reset: an admin made here must be able to sign in.
    const password = env.ADMIN_PASSWORD ? passwordField.safeParse(env.ADMIN_PASSWORD) : undefined;
    if (password && !password.success) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: password.error.issues[0]!.message.replace(/^Password /, '') });
    }
  });

export type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL per server process. */
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Before every Redis key and channel: one deployment's processes share it, another deployment on the same Redis uses another. */
  redisKeyPrefix: string;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  admin: { email: string; password: string; name: string } | undefined;
  demo: boolean;
  /** Seconds between deliveries of the demo's live match. */
  demoBallSeconds: number;
  /** Prizes paid per settlement transaction. */
  settlementBatchSize: number;
  authRateLimit: number;
  /** Rupees credited as BONUS to each new account; 0 turns it off. */
  welcomeBonus: number;
  /** Refer and Earn: rupees of bonus to the referrer and to the friend, and referrer bonuses a month at most. */
  referral: { referrerBonus: number; refereeBonus: number; monthlyCap: number };
  /** Where support chat images are kept (SUPPORT_FILES_DIR; default DATA_DIR/support). */
  supportFilesDir: string;
  trustProxy: boolean;
  /** PAID_PLAY: off closes paid contests (created or joined) and deposits; withdrawals stay open. */
  paidPlay: boolean;
  /** Joins that arrive within this many milliseconds go to the database in one call (0: each alone), at most joinBatchSize. */
  joinBatchMs: number;
  joinBatchSize: number;
  /** Private contests: the platform's share of the fees (percent), the most spots, how many one player may have open. */
  privateContests: { sharePercent: number; maxSpots: number; openMax: number };
  /** Where paid play is not offered, by the names of INDIAN_STATES. */
  restrictedStates: IndianState[];
  /** The platform's monthly deposit ceiling, in rupees; a player may set a lower one. */
  monthlyDepositLimit: number;
  /** Signs the payment gateway's webhooks; unset: generated and kept in DATA_DIR. */
  paymentWebhookSecret: string | undefined;
  googleClientId: string | undefined;
  /** Signs web pushes; unset: a pair generated and kept in DATA_DIR. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined };
  /** Workers delivering notifications in this process (0: none; another process delivers). */
  notificationWorkers: number;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The bearer token Prometheus sends to GET /metrics; unset: no metrics (404). */
  metricsToken: string | undefined;
  mailFrom: string;
  webDir: string | undefined;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** The one place that reads the environment; checked once at start. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    jwtSecret: env.JWT_SECRET,
    jwtTtlSeconds: env.JWT_TTL_HOURS * 3600,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD
      ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME }
      : undefined,
    demo: env.DEMO,
    demoBallSeconds: env.DEMO_BALL_SECONDS,
    settlementBatchSize: env.SETTLEMENT_BATCH_SIZE,
    authRateLimit: env.AUTH_RATE_LIMIT,
    welcomeBonus: env.WELCOME_BONUS,
    referral: { referrerBonus: env.REFERRAL_BONUS_REFERRER, refereeBonus: env.REFERRAL_BONUS_REFEREE, monthlyCap: env.REFERRAL_MONTHLY_CAP },
    supportFilesDir: path.resolve(env.SUPPORT_FILES_DIR ?? path.join(env.DATA_DIR, 'support')),
    trustProxy: env.TRUST_PROXY,
    paidPlay: env.PAID_PLAY,
    joinBatchMs: env.JOIN_BATCH_MS,
    joinBatchSize: env.JOIN_BATCH_SIZE,
    privateContests: { sharePercent: env.PRIVATE_CONTEST_SHARE_PERCENT, maxSpots: env.PRIVATE_CONTEST_MAX_SPOTS, openMax: env.PRIVATE_CONTESTS_OPEN_MAX },
    restrictedStates: env.RESTRICTED_STATES,
    monthlyDepositLimit: env.MONTHLY_DEPOSIT_LIMIT,
    paymentWebhookSecret: env.PAYMENT_WEBHOOK_SECRET,
    googleClientId: env.GOOGLE_CLIENT_ID,
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
    notificationWorkers: env.NOTIFICATION_WORKERS,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    metricsToken: env.METRICS_TOKEN,
    mailFrom: env.MAIL_FROM,
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : undefined,
    logLevel: env.LOG_LEVEL,
  };
}
