import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MatchView, Scorer } from '@crease/game';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/ui/FormMessage.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { setMatchScorer } from '../api/matches-api.ts';
import { matchKeys } from '../hooks/use-matches.ts';
import styles from './ScorerControl.module.css';

interface ScorerText {
  badge: string;
  heading: string;
  text: string;
  action: string;
  busy: string;
  /** What the other choice is, sent to the server. */
  other: Scorer;
  /** Said once the switch to the other is made. */
  done: string;
}

const TEXT: Record<Scorer, ScorerText> = {
  FEED: {
    badge: 'Feed',
    heading: 'Scored by its feed',
    text: 'Balls arrive from the feed as they are bowled. Post here only to correct one; a ball you post is never overwritten by the feed. To score the match yourself, take it over: the feed pauses.',
    action: 'Take over scoring',
    busy: 'Taking over...',
    other: 'MANUAL',
    done: 'You score this match now: the feed is paused.',
  },
  MANUAL: {
    badge: 'By hand',
    heading: 'Scored by hand',
    text: 'The feed is paused: every ball is posted here. Hand the match back and the feed carries on from the ball after the last one stored.',
    action: 'Hand back to the feed',
    busy: 'Handing back...',
    other: 'FEED',
    done: 'The feed scores this match again.',
  },
};

/**
 * Who scores a live match, said plainly, and the one switch between the two: take it over by hand
 * (the feed pauses) or hand it back to the feed. A match is never scored by both.
 */
export function ScorerControl({ match }: { match: MatchView }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const form = useFormSubmit('Failed to change who scores the match');
  const text = TEXT[match.scorer];

  const change = () =>
    void form.run(async () => {
      setDone(null);
      const updated = await setMatchScorer(match.id, text.other);
      queryClient.setQueryData(matchKeys.one(match.id), updated);
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
      setDone(text.done);
    });

  return (
    <section className={`${styles.scorer} ${match.scorer === 'MANUAL' ? styles.manual : styles.feed}`} aria-labelledby={`scorer-${match.id}`}>
      <div className={styles.text}>
        <h2 id={`scorer-${match.id}`} className={styles.heading}>
          <Badge tone={match.scorer === 'MANUAL' ? 'gold' : 'green'}>{text.badge}</Badge>
          {text.heading}
        </h2>
        <p>{text.text}</p>
      </div>
      <Button variant={match.scorer === 'MANUAL' ? 'secondary' : 'primary'} busy={form.busy} onClick={change}>
        {form.busy ? text.busy : text.action}
      </Button>
      <div className={styles.messages}>
        <FormMessage message={form.error} tone="error" />
        <FormMessage message={form.error ? null : done} tone="success" />
      </div>
    </section>
  );
}
