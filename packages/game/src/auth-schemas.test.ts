import { describe, expect, it } from 'vitest';
import { describeIssues, loginSchema, registerSchema, resetPasswordSchema } from './auth-schemas.ts';
import { homePathFor } from './roles.ts';

const valid = { name: 'Asha Rao', email: 'asha@example.com', password: 'cover-drive' };
const messageFor = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success ? 'ok' : describeIssues(result.error.issues);
};

describe('registerSchema', () => {
  it.each([
    ['a valid form', valid, 'ok'],
    ['nothing at all', {}, 'Name is required. E-mail is required. Password is required.'],
    ['a blank name', { ...valid, name: '   ' }, 'Name is required.'],
    ['a name of 60 characters', { ...valid, name: 'x'.repeat(60) }, 'ok'],
    ['a name of 61 characters', { ...valid, name: 'x'.repeat(61) }, 'Name can be at most 60 characters.'],
    ['an e-mail without @', { ...valid, email: 'asha.example.com' }, 'Enter a valid e-mail address, like name@example.com.'],
    ['an e-mail without a domain', { ...valid, email: 'asha@' }, 'Enter a valid e-mail address, like name@example.com.'],
    ['a password of 7 characters', { ...valid, password: '1234567' }, 'Password must be at least 8 characters.'],
    ['a password of 8 characters', { ...valid, password: '12345678' }, 'ok'],
    ['a password of 128 characters', { ...valid, password: 'p'.repeat(128) }, 'ok'],
    ['a password of 129 characters', { ...valid, password: 'p'.repeat(129) }, 'Password can be at most 128 characters.'],
    ['a number for a password', { ...valid, password: 12345678 }, 'Password must be text.'],
    ['null for a name', { ...valid, name: null }, 'Name is required.'],
  ])('%s: %s', (_, input, expected) => {
    expect(messageFor(input)).toBe(expected);
  });

  it('trims the name and e-mail and lower-cases the e-mail, but keeps the password as typed', () => {
    expect(registerSchema.parse({ name: ' Asha ', email: ' Asha@Example.COM ', password: ' spaced pass ' })).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      password: ' spaced pass ',
    });
  });
});

describe('loginSchema', () => {
  it('has no length rule for the password: an account is checked, not the shape', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('resetPasswordSchema', () => {
  const messageOf = (input: unknown) => {
    const result = resetPasswordSchema.safeParse(input);
    return result.success ? 'ok' : describeIssues(result.error.issues);
  };

  it.each([
    ['a token and a password of 8 characters', { token: 'abc', password: '12345678' }, 'ok'],
    ['a password of 7 characters', { token: 'abc', password: '1234567' }, 'Password must be at least 8 characters.'],
    ['a password of 129 characters', { token: 'abc', password: 'p'.repeat(129) }, 'Password can be at most 128 characters.'],
    ['no password', { token: 'abc' }, 'Password is required.'],
    ['a blank token', { token: '  ', password: '12345678' }, 'The link is missing its token.'],
  ])('%s: keeps the sign-up rule for a new password', (_, input, expected) => {
    expect(messageOf(input)).toBe(expected);
  });
});

describe('describeIssues', () => {
  it('says one thing per field: its first problem', () => {
    const issues = [
      { path: ['password'], message: 'Password must be text.' },
      { path: ['password'], message: 'Password is required.' },
      { path: ['email'], message: 'E-mail is required.' },
    ];
    expect(describeIssues(issues)).toBe('Password must be text. E-mail is required.');
  });
});

describe('homePathFor', () => {
  it.each([
    ['ROLE_ADMIN', '/admin'],
    ['ROLE_USER', '/home'],
    ['ANYTHING_ELSE', '/home'],
  ])('sends %s to %s', (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });
});
