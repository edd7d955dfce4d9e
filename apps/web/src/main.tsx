import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { CrashBoundary } from './app/errors/crash-boundary';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { listenForInstallPrompt } from './features/install/install-prompt';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { startReportOutbox } from './features/report-form/outbox/outbox-starter';
// Before the app's own styles, which adjust the toasts (see the react-toastify alias in vite.config.ts).
import 'react-toastify/ReactToastify.css';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

listenForInstallPrompt();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <CrashBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CrashBoundary>
  </StrictMode>,
);

registerServiceWorker();
startReportOutbox();
