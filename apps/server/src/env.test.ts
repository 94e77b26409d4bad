import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'crease:',
      jwtSecret: undefined,
      admin: undefined,
      demo: false,
      authRateLimit: 20,
      trustProxy: false,
      paidPlay: true,
      restrictedStates: ['Andhra Pradesh', 'Assam', 'Nagaland', 'Odisha', 'Sikkim', 'Telangana'],
      monthlyDepositLimit: 100_000,
      paymentWebhookSecret: undefined,
    });
  });

  it('reads the Redis key prefix that keeps one deployment apart from another on the same Redis', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'crease-staging:' }).redisKeyPrefix).toBe('crease-staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'two words' })).toThrow('REDIS_KEY_PREFIX: must be 1 to 64 letters, digits or . _ : - (such as crease:)');
  });

  it('reads the money switches: paid play, the restricted states, the monthly ceiling', () => {
    expect(loadConfig({ PAID_PLAY: 'off' }).paidPlay).toBe(false);
    expect(loadConfig({ RESTRICTED_STATES: ' telangana, Tamil  Nadu,Telangana ' }).restrictedStates).toEqual(['Telangana', 'Tamil Nadu']);
    expect(loadConfig({ RESTRICTED_STATES: 'none' }).restrictedStates).toEqual([]);
    expect(() => loadConfig({ RESTRICTED_STATES: 'Telangana, Bombay, Madras' })).toThrow(
      'RESTRICTED_STATES: must name states or union territories of India, comma-separated, or be "none" (not: Bombay, Madras)',
    );
    expect(loadConfig({ MONTHLY_DEPOSIT_LIMIT: '25000' }).monthlyDepositLimit).toBe(25_000);
    expect(() => loadConfig({ MONTHLY_DEPOSIT_LIMIT: '5' })).toThrow('MONTHLY_DEPOSIT_LIMIT: must be at least 10');
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow('PAYMENT_WEBHOOK_SECRET: must be at least 32 characters');
  });

  it.each([
    ['1', true], ['true', true], ['on', true], ['ON', true], ['yes', true],
    ['0', false], ['false', false], ['off', false], ['no', false], ['', false],
  ])('reads the boolean %j as %s', (value, expected) => {
    expect(loadConfig({ DEMO: value }).demo).toBe(expected);
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('names each bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEMO: 'maybe', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DEMO: 'maybe', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a whole number from 0 to 65535 (got "eighty")');
      expect(message).toContain('DEMO: must be one of 1/0, true/false, on/off (got "maybe")');
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
      expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    }
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together, and a real password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@crease.in' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@crease.in', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 8 characters/);
    // The rule of sign-up: an admin whose password could never sign in is refused.
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@crease.in', ADMIN_PASSWORD: 'a'.repeat(129) })).toThrow(/ADMIN_PASSWORD: can be at most 128 characters/);
    expect(loadConfig({ ADMIN_EMAIL: 'Boss@Crease.in', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({
      email: 'boss@crease.in',
      password: 'long-enough',
      name: 'Crease Admin',
    });
  });

  it('turns the sign-in rate limit off with 0', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT: '0' }).authRateLimit).toBe(0);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: '-1' })).toThrow(/AUTH_RATE_LIMIT/);
  });
});
