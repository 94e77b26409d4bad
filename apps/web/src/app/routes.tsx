import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { INFO_PAGE_SLUGS } from '../features/info-pages/info-page-slugs.ts';
import LandingScreen from './landing-screen.tsx';
import { RootLayout } from './root-layout.tsx';
import { screens } from './route-modules.ts';

const AppProviders = lazy(screens.providers);
const SignedInLayout = lazy(screens.signedIn);
const LoginScreen = lazy(screens.login);
const RegisterScreen = lazy(screens.register);
const AuthScreen = lazy(screens.auth);
const ForgotPasswordScreen = lazy(screens.forgotPassword);
const ResetPasswordScreen = lazy(screens.resetPassword);
const VerifyEmailScreen = lazy(screens.verifyEmail);
const InfoScreen = lazy(screens.info);
const FaqsScreen = lazy(screens.faqs);
const HomeScreen = lazy(screens.home);
const AdminHomeScreen = lazy(screens.adminHome);
const MatchesScreen = lazy(screens.matches);
const ContestsScreen = lazy(screens.contests);
const CreateMatchScreen = lazy(screens.createMatch);
const CreateContestScreen = lazy(screens.createContest);
const ManageContestsScreen = lazy(screens.manageContests);
const EditContestScreen = lazy(screens.editContest);
const AdminPlayersScreen = lazy(screens.adminPlayers);
const TeamSelectionScreen = lazy(screens.teamSelection);
const TeamPreviewScreen = lazy(screens.teamPreview);
const MyJoinedContestsScreen = lazy(screens.myJoinedContests);
const MyTeamsScreen = lazy(screens.myTeams);
const WalletScreen = lazy(screens.wallet);
const ProfileScreen = lazy(screens.profile);
const NotFoundScreen = lazy(screens.notFound);

/**
 * Every route of the app. The start page is part of the first script; everything else loads on
 * demand, under the providers (query cache, notices) that only those pages need.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingScreen />} />
        <Route element={<AppProviders />}>
          <Route path="login" element={<LoginScreen />} />
          <Route path="register" element={<RegisterScreen />} />
          <Route path="auth" element={<AuthScreen />} />
          <Route path="forgot-password" element={<ForgotPasswordScreen />} />
          <Route path="reset-password" element={<ResetPasswordScreen />} />
          <Route path="verify-email" element={<VerifyEmailScreen />} />
          <Route path="faqs" element={<FaqsScreen />} />
          {INFO_PAGE_SLUGS.map((slug) => (
            <Route key={slug} path={slug} element={<InfoScreen slug={slug} />} />
          ))}

          {/* Signed-in pages; later milestones add theirs here. */}
          <Route element={<SignedInLayout />}>
            <Route path="home" element={<HomeScreen />} />
            <Route path="matches" element={<MatchesScreen />} />
            <Route path="contests" element={<ContestsScreen />} />
            <Route path="contests/:contestId/players" element={<TeamSelectionScreen />} />
            {/* A team is picked for a contest: the spec's bare route starts by choosing one. */}
            <Route path="team-selection" element={<Navigate to="/contests" replace />} />
            <Route path="team/preview/:matchId" element={<TeamPreviewScreen />} />
            <Route path="my-joined-contests" element={<MyJoinedContestsScreen />} />
            <Route path="my-team" element={<MyTeamsScreen />} />
            <Route path="wallet" element={<WalletScreen />} />
            <Route path="profile" element={<ProfileScreen />} />
            {/* Admin screens check the role themselves (RequireAdmin), as /admin does. */}
            <Route path="admin" element={<AdminHomeScreen />} />
            <Route path="admin/create-match" element={<CreateMatchScreen />} />
            <Route path="admin/create-contest" element={<CreateContestScreen />} />
            <Route path="admin/contests" element={<ManageContestsScreen />} />
            <Route path="admin/contests/:contestId/edit" element={<EditContestScreen />} />
            <Route path="admin/players" element={<AdminPlayersScreen />} />
          </Route>

          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Route>
    </Routes>
  );
}
