import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LiveAnnouncer } from '../components/layout/LiveAnnouncer.tsx';
import { PageLoading } from '../components/layout/PageLoading.tsx';
import { usePreloadOnIntent } from './route-modules.ts';

/**
 * Around every route: scroll to the top on a new page, warm up pages a link points to, a fallback
 * while a page's code loads, and the one region that reads out `announce`'s messages.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  usePreloadOnIntent();

  useLayoutEffect(() => {
    // Back and forward keep the browser's own scroll position.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  // After moving to another page, start keyboard and screen-reader users at its content, as a
  // full page load would, instead of on a link that may no longer exist.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <LiveAnnouncer />
    </>
  );
}
