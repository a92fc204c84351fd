import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../features/layout/components/loading-screen';
import { Providers } from './providers';
import { createAppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter(queryClient));
  // The outer boundary holds the providers' texts (react-i18next suspends until its first language is
  // in): React would wait at the root without one, Preact (the built site) needs it. The inner one only
  // guards a cache eviction: the site query is always cached by the root loader.
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Providers queryClient={queryClient}>
        <Suspense fallback={<LoadingScreen />}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </Suspense>
  );
}
