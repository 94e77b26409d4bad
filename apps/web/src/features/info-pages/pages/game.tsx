import { Link } from 'react-router';
import { InfoArticle } from '../components/InfoArticle.tsx';
import { PointsSystemTables } from '../components/PointsSystemTables.tsx';

export function FantasyCricketPage() {
  return (
    <InfoArticle
      eyebrow="Fantasy Sports"
      title="Fantasy Cricket"
      lead="Build a team from the players of a real match, and score points from what they do on the field."
    >
      <h2>Build your team</h2>
      <ul>
        <li>Pick 11 players from the two sides of the match, within 100 credits in total.</li>
        <li>Take at most 10 players from one side.</li>
        <li>Take at least 1 and at most 8 of each role: Wicketkeeper, Batsman, Allrounder and Bowler.</li>
        <li>
          Choose a captain, whose points count double (2x), and a different vice-captain, whose points count 1.5x.
        </li>
      </ul>
      <h2>Join contests</h2>
      <p>
        Each match has contests with an entry fee (free contests cost nothing) and a prize table. Pay the fee from your
        wallet and your team is entered. You can enter one team in several contests of the same match, and edit it until
        the match starts.
      </p>
      <h2>The deadline</h2>
      <p>
        The match&rsquo;s start time is the deadline. From then on, no team can be created, edited or entered, and every
        entry&rsquo;s team becomes visible to everyone in the contest.
      </p>
      <h2>Scoring and prizes</h2>
      <p>
        Your players earn points for runs, boundaries, wickets, catches, stumpings and more, under the{' '}
        <Link to="/fantasy-point-system">Fantasy Point System</Link>. The leaderboard updates as the match is played.
        When the match ends, prizes are paid by final rank; teams tied on points share the prizes of the ranks they
        cover equally.
      </p>
    </InfoArticle>
  );
}

export function FantasyPointSystemPage() {
  return (
    <InfoArticle
      eyebrow="Fantasy Sports"
      title="Fantasy Point System"
      lead="How your players score, format by format. These are the same tables that score every match on Crease."
      wide
    >
      <PointsSystemTables />
    </InfoArticle>
  );
}
