import type { LiveTopicOptions } from '../lib/stomp-client.ts';

/**
 * A stand-in for the live channel in jsdom, which has no broker to talk to: screens subscribe as
 * they would, and a test publishes to a topic or refuses the connection. Use it with
 * `vi.mock('<path>/lib/stomp-client.ts', () => import('<path>/test/mock-live.ts'))`.
 */
const subscriptions = new Set<LiveTopicOptions>();

export function subscribeToTopic(options: LiveTopicOptions): () => void {
  subscriptions.add(options);
  return () => subscriptions.delete(options);
}

export const liveChannel = {
  /** Sends `value` as JSON to everyone following `topic`, as the broker pushes a table. */
  publish(topic: string, value: unknown): void {
    for (const subscription of [...subscriptions]) if (subscription.topic === topic) subscription.onMessage(JSON.stringify(value));
  },
  /** The broker's ERROR frame to everyone, with its words. */
  refuse(text: string): void {
    for (const subscription of [...subscriptions]) subscription.onError(text);
  },
  /** Whether anyone follows `topic` now. */
  isFollowed(topic: string): boolean {
    return [...subscriptions].some((subscription) => subscription.topic === topic);
  },
};
