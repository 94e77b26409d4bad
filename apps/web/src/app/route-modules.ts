import { useEffect } from 'react';
import { INFO_PAGE_SLUGS } from '../features/info-pages/info-page-slugs.ts';

/**
 * Every screen but the start page is its own chunk, loaded when first needed. The loaders live
 * here so the router and the link-intent preloader share them.
 */
export const screens = {
  providers: () => import('./app-providers.tsx'),
  signedIn: () => import('./signed-in-layout.tsx'),
  login: () => import('./login-screen.tsx'),
  register: () => import('./register-screen.tsx'),
  auth: () => import('./auth-screen.tsx'),
  forgotPassword: () => import('./forgot-password-screen.tsx'),
  resetPassword: () => import('./reset-password-screen.tsx'),
  verifyEmail: () => import('./verify-email-screen.tsx'),
  info: () => import('./info-screen.tsx'),
  faqs: () => import('./faqs-screen.tsx'),
  home: () => import('./home-screen.tsx'),
  adminHome: () => import('./admin-home-screen.tsx'),
  matches: () => import('./matches-screen.tsx'),
  contests: () => import('./contests-screen.tsx'),
  createMatch: () => import('./create-match-screen.tsx'),
  createContest: () => import('./create-contest-screen.tsx'),
  manageContests: () => import('./manage-contests-screen.tsx'),
  editContest: () => import('./edit-contest-screen.tsx'),
  adminPlayers: () => import('./admin-players-screen.tsx'),
  teamSelection: () => import('./team-selection-screen.tsx'),
  teamPreview: () => import('./team-preview-screen.tsx'),
  myJoinedContests: () => import('./my-joined-contests-screen.tsx'),
  myTeams: () => import('./my-teams-screen.tsx'),
  wallet: () => import('./wallet-screen.tsx'),
  profile: () => import('./profile-screen.tsx'),
  notFound: () => import('./not-found-screen.tsx'),
} as const;

const byPath: Record<string, readonly (() => Promise<unknown>)[]> = {
  '/login': [screens.providers, screens.login],
  '/register': [screens.providers, screens.register],
  '/auth': [screens.providers, screens.auth],
  '/forgot-password': [screens.providers, screens.forgotPassword],
  '/faqs': [screens.providers, screens.faqs],
  '/home': [screens.providers, screens.signedIn, screens.home],
  '/admin': [screens.providers, screens.signedIn, screens.adminHome],
  '/matches': [screens.providers, screens.signedIn, screens.matches],
  '/contests': [screens.providers, screens.signedIn, screens.contests],
  '/admin/create-match': [screens.providers, screens.signedIn, screens.createMatch],
  '/admin/create-contest': [screens.providers, screens.signedIn, screens.createContest],
  '/admin/contests': [screens.providers, screens.signedIn, screens.manageContests],
  '/admin/players': [screens.providers, screens.signedIn, screens.adminPlayers],
  '/my-joined-contests': [screens.providers, screens.signedIn, screens.myJoinedContests],
  '/my-team': [screens.providers, screens.signedIn, screens.myTeams],
  '/wallet': [screens.providers, screens.signedIn, screens.wallet],
  '/profile': [screens.providers, screens.signedIn, screens.profile],
  ...Object.fromEntries(INFO_PAGE_SLUGS.map((slug) => [`/${slug}`, [screens.providers, screens.info]])),
};

/** Pages whose path carries an id. */
const byPattern: readonly [RegExp, readonly (() => Promise<unknown>)[]][] = [
  [/^\/contests\/\d+\/players$/, [screens.providers, screens.signedIn, screens.teamSelection]],
  [/^\/team\/preview\/\d+$/, [screens.providers, screens.signedIn, screens.teamPreview]],
];

const warmed = new Set<string>();

/** Starts loading the code of the page at `path`, if we know it; harmless to call again. */
export function preloadPath(path: string): void {
  const loaders = byPath[path] ?? byPattern.find(([pattern]) => pattern.test(path))?.[1];
  if (!loaders || warmed.has(path)) return;
  warmed.add(path);
  for (const load of loaders) load().catch(() => warmed.delete(path));
}

/**
 * When a pointer rests on, a finger touches, or the keyboard focuses a link to one of our pages,
 * its code starts loading, so the click that follows finds it ready.
 */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      preloadPath(link.pathname);
    };
    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
    };
  }, []);
}
