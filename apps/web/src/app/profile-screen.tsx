import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../components/layout/PageHeader.tsx';
import { Panel } from '../components/ui/Panel.tsx';
import { ChangeEmailForm } from '../features/account/components/ChangeEmailForm.tsx';
import { ChangePasswordForm } from '../features/account/components/ChangePasswordForm.tsx';
import { SignedInDevices } from '../features/account/components/SignedInDevices.tsx';
import { EmailVerification } from '../features/auth/components/EmailVerification.tsx';
import { KycSection } from '../features/profile/components/KycSection.tsx';
import { NotificationSettings } from '../features/notifications/components/NotificationSettings.tsx';
import { MonthlyLimitForm } from '../features/profile/components/MonthlyLimitForm.tsx';
import { PlayForMoneyForm } from '../features/profile/components/PlayForMoneyForm.tsx';
import { ProfileDetails } from '../features/profile/components/ProfileDetails.tsx';
import { SelfExclusion } from '../features/profile/components/SelfExclusion.tsx';
import { useProfile, useStoreProfile } from '../features/profile/hooks/use-profile.ts';
import { PROFILE_SECTIONS } from '../features/profile/standing.ts';
import { LatestTransactions } from '../features/wallet/components/LatestTransactions.tsx';
import { useServerConfig } from '../lib/server-config.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './profile-screen.module.css';

/**
 * `/profile` (My Account): who you are, your balance, where to go, and the last five
 * transactions; then what playing for money asks (a verified e-mail, a date of birth and a
 * state), the KYC withdrawals need, and the player's own limits: a monthly deposit limit and a
 * pause; then the account's security: its password and the devices signed in to it. Money
 * refusals elsewhere link to the part that fixes them (`#kyc`, `#play-for-money`).
 */
export default function ProfileScreen() {
  useDocumentTitle('User Profile');
  const profile = useProfile();
  const store = useStoreProfile();
  const config = useServerConfig();
  const paidPlay = config.data?.paidPlay ?? true;
  useScrollToSection(profile.isSuccess);

  return (
    <div className={styles.page}>
      <PageHeader title="User Profile" />
      <Panel>
        <ProfileDetails addFunds={paidPlay} />
      </Panel>
      <nav className={styles.links} aria-label="Your contests and teams">
        <Link to="/contests">View Available Contests</Link>
        <Link to="/my-joined-contests">View My Joined Contests</Link>
        <Link to="/my-team">My Teams</Link>
        <Link to="/wallet">My Wallet</Link>
      </nav>
      <Panel title="Last Transactions">
        <LatestTransactions count={5} />
      </Panel>

      {profile.data && (
        <>
          <div id={PROFILE_SECTIONS.email} className={styles.anchor}>
            <Panel title="E-mail">
              <div className={styles.part}>
                <EmailVerification email={profile.data.email} verified={profile.data.emailVerified} />
                <ChangeEmailForm onChanged={(account) => store({ ...profile.data!, email: account.email, emailVerified: account.emailVerified })} />
              </div>
            </Panel>
          </div>
          <div id={PROFILE_SECTIONS.playForMoney} className={styles.anchor}>
            <Panel title="Play for money" intro="Paid contests and deposits need a verified e-mail, an age of 18 or more, and a state where paid play is offered.">
              <PlayForMoneyForm />
            </Panel>
          </div>
          <div id={PROFILE_SECTIONS.kyc} className={styles.anchor}>
            <Panel title="KYC for withdrawals" intro="Winnings are paid to your bank account or UPI id once your PAN is on file.">
              <KycSection />
            </Panel>
          </div>
          <div id={PROFILE_SECTIONS.limits} className={styles.anchor}>
            <Panel title="Responsible play" intro="Limits you set for yourself. Fantasy sports involve financial risk and can be addictive: play within your means.">
              {paidPlay && (
                <section className={styles.part} aria-labelledby="deposit-limit-title">
                  <h3 id="deposit-limit-title" className={styles.partTitle}>
                    Monthly deposit limit
                  </h3>
                  <MonthlyLimitForm />
                </section>
              )}
              <section className={styles.part} aria-labelledby="pause-title">
                <h3 id="pause-title" className={styles.partTitle}>
                  Pause your account
                </h3>
                <SelfExclusion />
              </section>
            </Panel>
          </div>
          <div id="notifications" className={styles.anchor}>
            <Panel title="Notifications" intro="Line-ups, deadlines, live matches, results, withdrawals and friends joining: choose how you are told.">
              <NotificationSettings />
            </Panel>
          </div>
          <div id="password" className={styles.anchor}>
            <Panel title="Change password" intro="Changing it signs out every other device signed in to your account.">
              <ChangePasswordForm />
            </Panel>
          </div>
          <div id="devices" className={styles.anchor}>
            <Panel title="Signed-in devices" intro="Where your account is signed in now. Sign out any device you do not recognise, then change your password.">
              <SignedInDevices />
            </Panel>
          </div>
        </>
      )}
    </div>
  );
}

/** Scrolls to the part of the page a link named (`/profile#kyc`) once it is there. */
function useScrollToSection(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
