import { describe, expect, it } from 'vitest';
import { loadersFor } from './route-modules.ts';
import { loadProviders, loadSignedInLayout, SCREENS } from './route-table.ts';

const screenAt = (path: string) => SCREENS.find((screen) => screen.path === path)!.load;

describe('the code a page needs, from the screen table', () => {
  it('is the providers and the screen for a public page', () => {
    expect(loadersFor('/login')).toEqual([loadProviders, screenAt('login')]);
    expect(loadersFor('/privacy')).toEqual([loadProviders, screenAt('privacy')]);
    // The sandbox's checkout asks no sign-in, as a payment gateway's page would not.
    expect(loadersFor('/sandbox/checkout/9')).toEqual([loadProviders, screenAt('sandbox/checkout/:paymentId')]);
  });

  it('adds the signed-in layout for a signed-in page, ids and all', () => {
    expect(loadersFor('/contests/12/players')).toEqual([loadProviders, loadSignedInLayout, screenAt('contests/:contestId/players')]);
    expect(loadersFor('/admin/contests/3/edit')).toEqual([loadProviders, loadSignedInLayout, screenAt('admin/contests/:contestId/edit')]);
    expect(loadersFor('/contests')).toEqual([loadProviders, loadSignedInLayout, screenAt('contests')]);
    expect(loadersFor('/contests/12')).toEqual([loadProviders, loadSignedInLayout, screenAt('contests/:contestId')]);
  });

  it('is nothing for an address no screen has', () => {
    expect(loadersFor('/no/such/page')).toBeUndefined();
    expect(loadersFor('/contests/12/entries')).toBeUndefined();
  });
});
