import { useEffect, useRef, useState } from 'react';
import { confirmSession } from './api-client.ts';
import { subscribeToTopic } from './stomp-client.ts';

export interface LiveTopic<T> {
  /** The latest message, as `parse` read it; null until the first. */
  data: T | null;
  /** The broker's refusal, as the spec words it ('WebSocket Error: ...'). */
  error: string | null;
  /** Messages taken so far: goes up with each one, for what should follow every change. */
  received: number;
}

const NOTHING_YET = { data: null, error: null, received: 0 };

/**
 * Follows a topic of the live channel as the holder of `token`: each message replaces the last.
 * A body `parse` cannot read (null) is ignored rather than shown half-read. No token or no topic:
 * nothing is followed. A refusal whose cause is an ended session ends it here too.
 */
export function useLiveTopic<T>(token: string | null, topic: string | null, parse: (body: string) => T | null): LiveTopic<T> {
  const [state, setState] = useState<LiveTopic<T>>(NOTHING_YET);
  const parseRef = useRef(parse);
  useEffect(() => {
    parseRef.current = parse;
  });

  useEffect(() => {
    setState(NOTHING_YET);
    if (!token || !topic) return;
    return subscribeToTopic({
      topic,
      token,
      onMessage: (body) => {
        const data = parseRef.current(body);
        if (data !== null) setState((previous) => ({ data, error: null, received: previous.received + 1 }));
      },
      onError: (error) => {
        setState((previous) => ({ ...previous, error }));
        // The broker closes the channel of a session that has ended: if that is why, the
        // person is taken to sign in again rather than left with a table that no longer moves.
        void confirmSession();
      },
    });
  }, [token, topic]);

  return state;
}
