import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/tokens.ts';
import { clearToken, decodeClaims, readSession, readToken, storeToken, subscribeToToken, TOKEN_KEY } from './auth-token.ts';

describe('token helpers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keep the token under the one key, jwt', () => {
    storeToken('abc.def.ghi');
    expect(TOKEN_KEY).toBe('jwt');
    expect(localStorage.getItem('jwt')).toBe('abc.def.ghi');
    expect(readToken()).toBe('abc.def.ghi');
    clearToken();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('decode the claims of a token, names in any script included', () => {
    const claims = decodeClaims(makeToken({ role: 'ROLE_ADMIN', name: 'आशा राव', email: 'asha@example.com' }));
    expect(claims).toMatchObject({ sub: '7', role: 'ROLE_ADMIN', name: 'आशा राव', email: 'asha@example.com' });
  });

  it('read nothing from a token that is not a JWT, or whose role is unknown', () => {
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('a.%%%.c')).toBeNull();
    const [header, , signature] = makeToken().split('.');
    const payload = btoa(JSON.stringify({ sub: '1', role: 'ROLE_ROOT', exp: 9_999_999_999 }));
    expect(decodeClaims(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('give the session of a token that has not expired', () => {
    localStorage.setItem('jwt', makeToken({ name: 'Asha Rao' }));
    expect(readSession()).toMatchObject({ name: 'Asha Rao', role: 'ROLE_USER' });
    expect(localStorage.getItem('jwt')).not.toBeNull();
  });

  it('treat an expired token as signed out, and clear it', () => {
    localStorage.setItem('jwt', makeToken({ expiresIn: -1 }));
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('treat a token as expired from its exp second on', () => {
    const token = makeToken({ expiresIn: 60 });
    const exp = decodeClaims(token)!.exp;
    localStorage.setItem('jwt', token);
    expect(readSession(exp * 1000 - 1)).not.toBeNull();
    expect(readSession(exp * 1000)).toBeNull();
  });

  it('treat an unreadable token as signed out, and clear it', () => {
    localStorage.setItem('jwt', 'garbage');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('tell subscribers when the token is stored or cleared', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToToken(onChange);
    storeToken(makeToken());
    clearToken();
    unsubscribe();
    storeToken(makeToken());
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
