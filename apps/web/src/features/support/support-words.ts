import type { SupportAbout, SupportState } from '@crease/game';
import type { BadgeTone } from '../../components/ui/Badge.tsx';

export type SupportSide = 'player' | 'admin';

/** A conversation's state as each side reads it: the player is "you", support speaks of "the player". */
export const STATE_WORDS: Record<SupportSide, Record<SupportState, string>> = {
  player: { OPEN: 'Open', WAITING_ON_PLAYER: 'Waiting on you', CLOSED: 'Closed' },
  admin: { OPEN: 'Open', WAITING_ON_PLAYER: 'Waiting on player', CLOSED: 'Closed' },
};

export const STATE_TONES: Record<SupportState, BadgeTone> = { OPEN: 'green', WAITING_ON_PLAYER: 'gold', CLOSED: 'gray' };

/** What each state means for the player, under the conversation's title. */
export const STATE_NOTES: Record<SupportState, string> = {
  OPEN: 'Support has your message and will answer here. Replies arrive on this page as they are sent, and by e-mail when you are away.',
  WAITING_ON_PLAYER: 'Support has replied and is waiting on you: write back below when you can.',
  CLOSED: 'This conversation is closed. Write below to open it again.',
};

const ABOUT_NOUNS: Record<SupportAbout['kind'], string> = { CONTEST: 'Contest', WITHDRAWAL: 'Withdrawal', DEPOSIT: 'Deposit' };

/** 'Deposit #12': what a conversation is about, in words. */
export const aboutInWords = (about: SupportAbout) => `${ABOUT_NOUNS[about.kind]} #${about.id}`;

/** Files a message may carry, and what the composer says about them before any upload. */
export const IMAGE_RULES = { count: 3, bytes: 2 * 1024 * 1024, types: ['image/png', 'image/jpeg'] as readonly string[] };
export const IMAGE_RULES_TEXT = 'Up to 3 images, PNG or JPEG, 2 MB each.';

/** What is wrong with the chosen files before sending them, or null. */
export function imageProblem(files: readonly File[]): string | null {
  if (files.length > IMAGE_RULES.count) return `You can attach at most ${IMAGE_RULES.count} images to a message.`;
  const wrongType = files.find((file) => !IMAGE_RULES.types.includes(file.type));
  if (wrongType) return `${wrongType.name} is not a PNG or JPEG image.`;
  const tooLarge = files.find((file) => file.size > IMAGE_RULES.bytes);
  if (tooLarge) return `${tooLarge.name} is larger than 2 MB.`;
  return null;
}

/** '1.4 MB', '320 KB'. */
export function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
