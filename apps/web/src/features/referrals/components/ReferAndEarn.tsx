import { formatRupees, REFERRAL_MIN_DEPOSIT_RUPEES, type ReferralView } from '@crease/game';
import { ShareSheet } from '../../../components/share/ShareSheet.tsx';
import { Badge } from '../../../components/ui/Badge.tsx';
import { StatusLine } from '../../../components/ui/StatusLine.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useReferral } from '../hooks/use-referrals.ts';
import { FRIEND_STATE_WORDS } from '../referral-words.ts';
import styles from './ReferAndEarn.module.css';

/** The programme's terms, in the figures the server pays by. */
export function ReferralTerms({ referral }: { referral: ReferralView | null }) {
  return (
    <section className={styles.terms} aria-labelledby="referral-terms">
      <h2 id="referral-terms" className={styles.heading}>
        How it works
      </h2>
      <ol className={styles.steps}>
        <li>Share your code or your link with a friend who is new to Crease.</li>
        <li>Your friend signs up through the link, or types your code on the sign-up page.</li>
        <li>
          {`Once your friend has verified their e-mail and made a first deposit of ${formatRupees(REFERRAL_MIN_DEPOSIT_RUPEES)} or more, `}
          {referral ? `you get ${formatRupees(referral.referrerBonus)} of bonus money and your friend gets ${formatRupees(referral.refereeBonus)}.` : 'you both get bonus money.'}
        </li>
      </ol>
      <p className={styles.fine}>
        {referral ? `You can earn a bonus for up to ${referral.monthlyCap} friends a month. ` : 'Bonuses are paid once per friend, up to a monthly limit. '}
        Bonus money can be spent on entries but is never paid out. There is no bonus when the two accounts share a PAN or a payout account, or sign up from the same place: such referrals are reviewed by our team first.
      </p>
    </section>
  );
}

function FriendsList({ referral }: { referral: ReferralView }) {
  if (referral.referred.length === 0) return <StatusLine tone="empty">No friends have signed up with your code yet.</StatusLine>;
  return (
    <ul className={styles.friends}>
      {referral.referred.map((friend, index) => {
        const state = FRIEND_STATE_WORDS[friend.state];
        return (
          <li key={`${friend.name}-${friend.signedUpAt}-${index}`} className={styles.friend}>
            <div className={styles.friendHead}>
              <p className={styles.friendName}>{friend.name}</p>
              <Badge tone={state.tone}>{state.label}</Badge>
            </div>
            <p className={styles.friendNote}>
              {`Signed up ${formatDateTime(friend.signedUpAt)}. `}
              {friend.rewardedAt ? `Bonus paid ${formatDateTime(friend.rewardedAt)}.` : state.note}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** The signed-in player's Refer and Earn: their code and link to share, the terms, and the friends who signed up with it. */
export function MyReferral() {
  const referral = useReferral(true);
  if (referral.isPending) return <StatusLine tone="loading">Loading your code...</StatusLine>;
  if (referral.isError) return <StatusLine tone="error">{`❌ ${errorMessage(referral.error, 'Failed to load your code')}`}</StatusLine>;
  const { data } = referral;
  return (
    <>
      <ShareSheet
        title="Share your code"
        intro="Friends who sign up through your link, or with your code, are linked to you."
        code={data.code}
        path={data.link}
        shareText={`Join me on Crease, fantasy cricket for real matches. Sign up with my code ${data.code}:`}
        codeLabel="Your code"
        linkLabel="Your link"
      />
      <ReferralTerms referral={data} />
      <section className={styles.section} aria-labelledby="referral-friends">
        <h2 id="referral-friends" className={styles.heading}>
          Friends you referred
        </h2>
        <FriendsList referral={data} />
      </section>
    </>
  );
}
