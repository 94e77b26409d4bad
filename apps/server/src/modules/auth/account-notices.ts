// The e-mails that tell an account's owner about a change that matters, so a change they did not
// make does not go unnoticed. Each is queued in the transaction of the change.

import { formatIndianTime, SUPPORT_EMAIL } from '@crease/game';
import type { Actor } from '../../lib/actor.ts';

interface Named {
  name: string;
}

const sign = '\n\n— Crease';
const from = (actor: Actor) => (actor.ip ? ` from the address ${actor.ip}` : '');

export function signInsPausedNotice(user: Named, tries: number, opensAt: Date) {
  return {
    subject: 'Sign-ins to your Crease account are paused',
    text:
      `Hi ${user.name},\n\nSomeone typed a wrong password for your Crease account ${tries} times in a few minutes, ` +
      `so password sign-ins to it are paused until ${formatIndianTime(opensAt)}.\n\n` +
      `If it was you, wait until then, or reset your password from the sign-in page. If it was not, your password kept them out; ` +
      `choosing a new, longer one keeps it that way.` +
      sign,
  };
}

export function passwordChangedNotice(user: Named, actor: Actor, at: Date, how: 'changed' | 'reset', publicUrl: string) {
  return {
    subject: 'Your Crease password was changed',
    text:
      `Hi ${user.name},\n\nThe password of your Crease account was ${how === 'changed' ? 'changed' : 'reset with a link from an e-mail'} ` +
      `at ${formatIndianTime(at)}${from(actor)}. ` +
      (how === 'changed' ? 'Every other place signed in to your account was signed out.' : 'Every place signed in to your account was signed out.') +
      `\n\nIf this was not you, reset your password now at ${publicUrl}/forgot-password and write to ${SUPPORT_EMAIL}.` +
      sign,
  };
}

export function emailChangedNotice(user: Named, change: { from: string; to: string }, actor: Actor, at: Date) {
  return {
    subject: 'The e-mail address of your Crease account was changed',
    text:
      `Hi ${user.name},\n\nThe e-mail address of your Crease account was changed from ${change.from} to ${change.to} ` +
      `at ${formatIndianTime(at)}${from(actor)}. E-mails from Crease now go there.\n\n` +
      `If this was not you, write to ${SUPPORT_EMAIL} at once from this address: we will help you take your account back.` +
      sign,
  };
}

export function newDeviceNotice(user: Named, actor: Actor, at: Date, publicUrl: string) {
  const browser = actor.userAgent ? ` The browser called itself: ${actor.userAgent.slice(0, 160)}.` : '';
  return {
    subject: 'A new sign-in to your Crease account',
    text:
      `Hi ${user.name},\n\nYour Crease account was signed in to at ${formatIndianTime(at)}${from(actor)}, ` +
      `from a browser or address it had not been signed in from before.${browser}\n\n` +
      `If this was you, there is nothing to do. If it was not, sign that device out under "Signed-in devices" ` +
      `on your profile (${publicUrl}/profile), change your password, and write to ${SUPPORT_EMAIL}.` +
      sign,
  };
}
