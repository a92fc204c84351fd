import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { captureInstallPrompt } from './features/install/components/install-prompt';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// public/browser-check.js has shown the browser-support notice instead.
if (!(window as { __browserUnsupported?: boolean }).__browserUnsupported) {
  captureInstallPrompt();
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
