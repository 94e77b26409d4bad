import type { ComponentType } from 'react';
import { INFO_PAGE_SLUGS } from '../features/info-pages/info-page-slugs.ts';

/**
 * A screen's code, loaded when first needed: every screen but the start page is its own chunk.
 * Any props: the table holds screens with different ones, as React's own `lazy` allows.
 */
export type ScreenLoader = () => Promise<{ default: ComponentType<any> }>;

/** Where a screen sits: on the public pages, or inside the signed-in layout (app bar, sign-in guard). */
export type ScreenLayout = 'public' | 'signed-in';

export interface ScreenRoute {
  /** The router's path, without the leading slash; `:name` for a part that varies. */
  path: string;
  load: ScreenLoader;
  layout: ScreenLayout;
  /** What the screen is given, for one screen serving several paths (the footer's pages). */
  props?: Record<string, unknown>;
}

/** The providers (query cache, notices) of every page but the start page. */
export const loadProviders: ScreenLoader = () => import('./app-providers.tsx');
export const loadSignedInLayout: ScreenLoader = () => import('./signed-in-layout.tsx');
export const loadNotFound: ScreenLoader = () => import('./not-found-screen.tsx');

const loadInfo: ScreenLoader = () => import('./info-screen.tsx');

/**
 * Every screen of the app but the start page (which ships in the first script): the router
 * builds its routes from this table and the link-intent preloader finds a page's code in it, so
 * a new screen is one line here.
 */
export const SCREENS: readonly ScreenRoute[] = [
  { path: 'login', load: () => import('./login-screen.tsx'), layout: 'public' },
  { path: 'register', load: () => import('./register-screen.tsx'), layout: 'public' },
  { path: 'auth', load: () => import('./auth-screen.tsx'), layout: 'public' },
  { path: 'forgot-password', load: () => import('./forgot-password-screen.tsx'), layout: 'public' },
  { path: 'reset-password', load: () => import('./reset-password-screen.tsx'), layout: 'public' },
  { path: 'verify-email', load: () => import('./verify-email-screen.tsx'), layout: 'public' },
  { path: 'faqs', load: () => import('./faqs-screen.tsx'), layout: 'public' },
  // Public, as the footer links it; signed in, it shows the player's code and friends.
  { path: 'refer-and-earn', load: () => import('./refer-and-earn-screen.tsx'), layout: 'public' },
  // The sandbox gateway's checkout, where a deposit's checkoutUrl leads: its own frame, no sign-in.
  { path: 'sandbox/checkout/:paymentId', load: () => import('./sandbox-checkout-screen.tsx'), layout: 'public' },
  ...INFO_PAGE_SLUGS.map((slug): ScreenRoute => ({ path: slug, load: loadInfo, layout: 'public', props: { slug } })),

  { path: 'home', load: () => import('./home-screen.tsx'), layout: 'signed-in' },
  { path: 'matches', load: () => import('./matches-screen.tsx'), layout: 'signed-in' },
  { path: 'contests', load: () => import('./contests-screen.tsx'), layout: 'signed-in' },
  { path: 'contests/:contestId', load: () => import('./contest-screen.tsx'), layout: 'signed-in' },
  { path: 'contests/:contestId/players', load: () => import('./team-selection-screen.tsx'), layout: 'signed-in' },
  // A private contest for friends, made from a match's contests; its team picked on the way.
  { path: 'matches/:matchId/create-contest', load: () => import('./create-private-contest-screen.tsx'), layout: 'signed-in' },
  { path: 'matches/:matchId/create-contest/team', load: () => import('./private-contest-team-screen.tsx'), layout: 'signed-in' },
  // A friend's invitation (a private contest's share link); signed out, sign-in comes back here.
  { path: 'join/:code', load: () => import('./join-screen.tsx'), layout: 'signed-in' },
  { path: 'team/preview/:matchId', load: () => import('./team-preview-screen.tsx'), layout: 'signed-in' },
  { path: 'my-joined-contests', load: () => import('./my-joined-contests-screen.tsx'), layout: 'signed-in' },
  { path: 'my-team', load: () => import('./my-teams-screen.tsx'), layout: 'signed-in' },
  { path: 'leagues', load: () => import('./leagues-screen.tsx'), layout: 'signed-in' },
  { path: 'leagues/:leagueId', load: () => import('./league-screen.tsx'), layout: 'signed-in' },
  { path: 'wallet', load: () => import('./wallet-screen.tsx'), layout: 'signed-in' },
  { path: 'profile', load: () => import('./profile-screen.tsx'), layout: 'signed-in' },
  // Help: the player's conversations with support.
  { path: 'support', load: () => import('./support-screen.tsx'), layout: 'signed-in' },
  { path: 'support/new', load: () => import('./support-new-screen.tsx'), layout: 'signed-in' },
  { path: 'support/:conversationId', load: () => import('./support-conversation-screen.tsx'), layout: 'signed-in' },
  { path: 'notifications', load: () => import('./notifications-screen.tsx'), layout: 'signed-in' },
  // Admin screens check the role themselves (RequireAdmin), as /admin does.
  { path: 'admin', load: () => import('./admin-home-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/create-match', load: () => import('./create-match-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/create-contest', load: () => import('./create-contest-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/contests', load: () => import('./manage-contests-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/contests/:contestId/edit', load: () => import('./edit-contest-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/players', load: () => import('./admin-players-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/matches/:matchId/scoring', load: () => import('./admin-scoring-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/matches/:matchId/lineups', load: () => import('./admin-lineups-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/withdrawals', load: () => import('./admin-withdrawals-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/money', load: () => import('./admin-money-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/audit', load: () => import('./admin-audit-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/contest-templates', load: () => import('./admin-contest-templates-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/dashboard', load: () => import('./admin-dashboard-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/support', load: () => import('./admin-support-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/support/:conversationId', load: () => import('./admin-support-conversation-screen.tsx'), layout: 'signed-in' },
  { path: 'admin/referrals', load: () => import('./admin-referrals-screen.tsx'), layout: 'signed-in' },
];
