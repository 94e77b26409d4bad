import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageLoading } from '../components/layout/PageLoading.tsx';
import { usePreloadOnIntent } from './route-modules.ts';

/** Around every route: scroll to the top on a new page, warm up pages a link points to, and a fallback while a page's code loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  usePreloadOnIntent();

  useLayoutEffect(() => {
    // Back and forward keep the browser's own scroll position.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
