import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { LoadingScreen } from '../features/layout/components/loading-screen';
import { Providers } from './providers';
import { createAppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <Providers queryClient={queryClient}>
      {/* The site query is always cached by the root loader; this only guards a cache eviction. */}
      <Suspense fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}
