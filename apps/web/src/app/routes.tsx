import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LandingScreen from './landing-screen.tsx';
import { RootLayout } from './root-layout.tsx';
import { loadNotFound, loadProviders, loadSignedInLayout, SCREENS, type ScreenLayout, type ScreenLoader, type ScreenRoute } from './route-table.ts';

const AppProviders = lazy(loadProviders);
const SignedInLayout = lazy(loadSignedInLayout);
const NotFoundScreen = lazy(loadNotFound);

/** One lazy component per loader, made once: screens sharing a loader (the footer's pages) share it. */
const lazyScreens = new Map<ScreenLoader, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();
function lazyScreen(load: ScreenLoader) {
  let Screen = lazyScreens.get(load);
  if (!Screen) {
    Screen = lazy(load);
    lazyScreens.set(load, Screen);
  }
  return Screen;
}

function screenRoutes(layout: ScreenLayout) {
  return SCREENS.filter((screen) => screen.layout === layout).map(({ path, load, props }: ScreenRoute) => {
    const Screen = lazyScreen(load);
    return <Route key={path} path={path} element={<Screen {...props} />} />;
  });
}

/**
 * Every route of the app, from the screen table. The start page is part of the first script;
 * everything else loads on demand, under the providers (query cache, notices) that only those
 * pages need.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingScreen />} />
        <Route element={<AppProviders />}>
          {screenRoutes('public')}
          <Route element={<SignedInLayout />}>
            {screenRoutes('signed-in')}
            {/* A team is picked for a contest: the spec's bare route starts by choosing one. */}
            <Route path="team-selection" element={<Navigate to="/contests" replace />} />
          </Route>
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Route>
    </Routes>
  );
}
