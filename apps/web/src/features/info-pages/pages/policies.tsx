import { Link } from 'react-router';
import { InfoArticle } from '../components/InfoArticle.tsx';

const RESTRICTED_STATES = 'Andhra Pradesh, Assam, Nagaland, Odisha, Sikkim and Telangana';

export function ResponsibleGamingPage() {
  return (
    <InfoArticle
      eyebrow="Company"
      title="Responsible Gaming"
      lead="Fantasy sports involve financial risk and can be addictive. Crease should be fun; these are the tools and rules that help keep it that way."
    >
      <h2>Who can play for money</h2>
      <p>
        Paid contests are open only to players aged 18 and above, with a verified e-mail address, who live outside{' '}
        {RESTRICTED_STATES}. Free contests are open to every signed-in player. Where the law does not allow paid
        contests, Crease offers free contests only.
      </p>
      <h2>Tools you can use</h2>
      <ul>
        <li>
          <strong>Monthly deposit limit.</strong> Set a limit lower than ours from your profile; deposits above it are
          refused until the next month.
        </li>
        <li>
          <strong>Pause your account.</strong> Take a break from playing from your profile whenever you want.
        </li>
        <li>
          <strong>Your full history.</strong> Your wallet lists every deposit, entry fee, refund and winning, so you can
          see what you have spent.
        </li>
      </ul>
      <h2>Good habits</h2>
      <ul>
        <li>Play with money you can afford to lose, and decide your budget before the match.</li>
        <li>Never chase losses by entering more contests to win money back.</li>
        <li>Don&rsquo;t play to solve money problems, or when you are upset or tired.</li>
        <li>Keep time for family, friends, work and the rest of your life.</li>
      </ul>
      <h2>When it stops being fun</h2>
      <p>
        If you spend more than you planned, hide your playing from others, or feel restless when you can&rsquo;t play,
        take a break: pause your account and talk to someone you trust. Write to us at{' '}
        <a href="mailto:support@crease.in">support@crease.in</a>, 24x7, and we will help you limit or close your account.
      </p>
    </InfoArticle>
  );
}

export function PrivacyPage() {
  return (
    <InfoArticle
      eyebrow="Legal"
      title="Privacy Policy"
      lead="What Crease keeps about you, why, and what you can do about it."
    >
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address and role. Your password is stored only as an
          Argon2id hash; nobody at Crease can read it.
        </li>
        <li>
          <strong>For paid contests:</strong> your date of birth and state of residence, to check that you are 18 or
          older and not in a state where paid contests are not offered.
        </li>
        <li>
          <strong>For withdrawals:</strong> your PAN, and your bank account and IFSC or UPI ID (KYC), to pay you and to
          deduct and report TDS as the law requires.
        </li>
        <li>
          <strong>Your play:</strong> your teams, contest entries, points and ranks, and every wallet transaction
          (deposits, entry fees, refunds, winnings and withdrawals).
        </li>
      </ul>
      <h2>What others can see</h2>
      <p>
        Leaderboards show your name and points to other players. Your teams are visible to the players of a contest once
        the match has started. Your e-mail address, KYC details and wallet are never shown to other players.
      </p>
      <h2>In your browser</h2>
      <p>
        When you sign in, your browser keeps a sign-in token in its local storage so that you stay signed in; logging out
        removes it. Crease uses no advertising or tracking cookies. If you choose &ldquo;Sign in with Google&rdquo;,
        Google&rsquo;s sign-in script loads only then, and Google tells us your name and e-mail address.
      </p>
      <h2>E-mail from us</h2>
      <p>
        We e-mail you to verify your address, to reset your password when you ask, and about your account and
        withdrawals. We do not sell or rent your data to anyone.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask for a copy of your data, a correction, or the closure of your account at{' '}
        <a href="mailto:support@crease.in">support@crease.in</a>. Records of money transactions are kept for as long as
        the law requires, even after an account is closed. For a complaint, write to our grievance officer at{' '}
        <a href="mailto:grievance@crease.in">grievance@crease.in</a>.
      </p>
    </InfoArticle>
  );
}

export function TermsPage() {
  return (
    <InfoArticle
      eyebrow="Legal"
      title="Terms of Service"
      lead="The rules for playing on Crease. By creating an account you agree to them."
    >
      <h2>Your account</h2>
      <ul>
        <li>One account per person, with your real name and an e-mail address you can read.</li>
        <li>Keep your password to yourself. You are responsible for what is done from your account.</li>
        <li>
          Paid contests require you to be 18 or older, to have verified your e-mail address, and to live outside{' '}
          {RESTRICTED_STATES}. Where the law does not allow paid contests, only free contests are offered.
        </li>
      </ul>
      <h2>Teams and contests</h2>
      <ul>
        <li>
          A team is 11 players of the match within 100 credits, with a captain (2x points) and a different vice-captain
          (1.5x points). See <Link to="/fantasy-cricket">Fantasy Cricket</Link> for the full team rules.
        </li>
        <li>Entries close at the match&rsquo;s start time. A contest may limit its entries and the teams per player.</li>
        <li>
          Points follow the <Link to="/fantasy-point-system">Fantasy Point System</Link>. When the match ends, prizes are
          paid by final rank; teams tied on points share the prizes of the ranks they cover equally, rounded down to the
          paisa.
        </li>
        <li>
          A contest that does not run (cancelled, or a match abandoned) is refunded in full, as set out in the{' '}
          <Link to="/refund-policy">Refund Policy</Link>.
        </li>
      </ul>
      <h2>Your wallet</h2>
      <ul>
        <li>
          Your wallet has three parts: bonus, money you add, and winnings. Entry fees are taken from bonus first, then
          added money, then winnings.
        </li>
        <li>Bonus and added money can be spent on entries but not withdrawn. Winnings can be spent or withdrawn.</li>
        <li>
          Withdrawals need a verified e-mail address and KYC (PAN, and a bank account with IFSC or a UPI ID); the
          minimum is ₹100. TDS of 30% is deducted on net winnings (winnings withdrawn minus deposits, over the financial
          year) and shown as its own line.
        </li>
      </ul>
      <h2>Fair play</h2>
      <p>
        Using more than one account, playing for someone else, or interfering with contests or the service is not
        allowed. We may suspend an account that does, and withhold winnings gained that way.
      </p>
      <h2>Contact</h2>
      <p>
        Questions: <a href="mailto:support@crease.in">support@crease.in</a>. Complaints:{' '}
        <a href="mailto:grievance@crease.in">grievance@crease.in</a>. Requests from authorities:{' '}
        <a href="mailto:nodal@crease.in">nodal@crease.in</a>.
      </p>
    </InfoArticle>
  );
}

export function RefundPolicyPage() {
  return (
    <InfoArticle eyebrow="Legal" title="Refund Policy" lead="When money goes back to your wallet, and where it goes.">
      <h2>Entry fees</h2>
      <p>Your entry fee is refunded in full, automatically, when:</p>
      <ul>
        <li>the contest is cancelled by Crease;</li>
        <li>a contest that runs only when full has not filled up by the match&rsquo;s start time;</li>
        <li>the match is abandoned.</li>
      </ul>
      <p>
        The refund goes back to the parts of your wallet the fee came from: bonus to bonus, added money to added money,
        winnings to winnings. Each refund appears as its own line in your wallet.
      </p>
      <p>
        Once a match has started, an entry cannot be withdrawn, and a fee is not refunded because a team did not score
        as hoped.
      </p>
      <h2>Money you add</h2>
      <p>
        Money you add stays in your wallet for contest entries; it cannot be withdrawn to your bank. A payment that is
        declined is not charged. Each payment is credited to your wallet exactly once; if money left your bank but did
        not reach your wallet, write to <a href="mailto:support@crease.in">support@crease.in</a> with the payment
        reference and we will look into it.
      </p>
      <h2>Withdrawals</h2>
      <p>
        If a withdrawal of winnings is rejected, for example because the bank details could not be verified, the full
        amount goes back to your winnings.
      </p>
      <h2>Bonus</h2>
      <p>Bonus money can be spent on entries but is never paid out.</p>
    </InfoArticle>
  );
}
