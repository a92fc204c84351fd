import { TIMING } from '@arks/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { MessageBoxProvider } from '../components/message-box/message-box';
import { i18n } from '../i18n/instance';
import { LanguageRefetch } from './language-refetch';

/** App-wide providers. Everything that needs the router or the site lives in RootShell instead. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LanguageRefetch />
        <MessageBoxProvider>{children}</MessageBoxProvider>
        <Toaster
          theme="dark"
          position="top-center"
          richColors
          closeButton
          duration={TIMING.toastDuration}
          offset={TIMING.toastOffset}
          mobileOffset={TIMING.toastOffset}
        />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
