import { Link } from 'react-router';
import { InfoArticle } from '../components/InfoArticle.tsx';

export function AboutPage() {
  return (
    <InfoArticle
      eyebrow="Company"
      title="About Crease"
      lead="Crease is a new fantasy cricket platform for players in India, built for people who follow every ball."
    >
      <h2>What we make</h2>
      <p>
        On Crease you pick 11 real cricketers for a real match, join contests with other players, and score points from
        what your players actually do on the field. The leaderboard updates as the match is played, so you can follow
        your team ball by ball.
      </p>
      <h2>What we care about</h2>
      <ul>
        <li>
          <strong>Clear rules.</strong> The <Link to="/fantasy-point-system">Fantasy Point System</Link> is published
          in full, and the same tables score every match.
        </li>
        <li>
          <strong>Money you can account for.</strong> Your wallet is a ledger: every deposit, entry fee, refund and
          winning is a line you can see.
        </li>
        <li>
          <strong>Fair contests.</strong> Entries close when the match starts, and nobody sees another player&rsquo;s
          team before then.
        </li>
        <li>
          <strong>Responsible play.</strong> Paid contests are for adults only, and you can set deposit limits or pause
          your account. Read more on <Link to="/responsible-gaming">Responsible Gaming</Link>.
        </li>
      </ul>
      <h2>We are just starting</h2>
      <p>
        Crease is new, so there are no big numbers to show you yet, and we won&rsquo;t make any up. If something could
        be better, tell us at <a href="mailto:support@crease.in">support@crease.in</a>. We read every message.
      </p>
    </InfoArticle>
  );
}

export function CareersPage() {
  return (
    <InfoArticle eyebrow="Company" title="Careers" lead="Crease is a small team, and we have no open roles right now.">
      <p>
        When we hire, the roles will be listed on this page, with what the work is and who we are looking for. We do not
        use recruitment agencies, and we will never ask you for money during hiring.
      </p>
      <p>
        If you would like to work on fantasy cricket with us in the future, write to{' '}
        <a href="mailto:support@crease.in?subject=Careers">support@crease.in</a> with &ldquo;Careers&rdquo; in the
        subject and tell us what you would like to build.
      </p>
    </InfoArticle>
  );
}

export function TestimonialsPage() {
  return (
    <InfoArticle eyebrow="Help" title="Testimonials" lead="We haven't published any testimonials yet.">
      <p>
        Crease is new, and we will not invent quotes. When players tell us about their experience and agree to be
        quoted, we will publish their words here with their first name and city, edited only for length.
      </p>
      <p>
        Played on Crease? Tell us what worked and what didn&rsquo;t at{' '}
        <a href="mailto:support@crease.in?subject=My%20Crease%20experience">support@crease.in</a>.
      </p>
    </InfoArticle>
  );
}
