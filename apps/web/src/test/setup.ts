import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { currentToasts, dismissToast } from '../components/toast/toast-store.ts';
import { queryClient } from '../lib/query-client.ts';

// A screen reached by navigating loads its chunk first: on a busy machine (the whole suite in
// parallel) that takes longer than testing-library's default second.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout and does not scroll; the app scrolls to the top on navigation.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The app's one query cache outlives a test: each test starts with nothing read.
  queryClient.clear();
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
