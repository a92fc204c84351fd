import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MessageBoxProvider } from '../components/message-box/message-box';
import { i18n } from '../i18n/instance';
import { LanguageRefetch } from './language-refetch';
import { ToastHost } from './toast-host';

/** App-wide providers. Everything that needs the router or the site lives in RootShell instead. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LanguageRefetch />
        <MessageBoxProvider>{children}</MessageBoxProvider>
        <ToastHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
