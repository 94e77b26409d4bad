import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from '../components/toast/Toaster.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The providers of every page but the start page, loaded with the first of them. */
export default function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
