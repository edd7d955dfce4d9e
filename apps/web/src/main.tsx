import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { CrashBoundary } from './app/errors/crash-boundary';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { listenForInstallPrompt } from './features/install/install-prompt';
import { registerServiceWorker } from './features/offline/register-service-worker';
import { startReportOutbox } from './features/report-form/outbox/outbox-starter';
import { apiFetch } from './lib/api-client';
import { askAgainThroughWorker } from './lib/first-visit-reads';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The page's content security policy forbids eval. Zod probes `new Function` before compiling its parsers,
// and the blocked probe is reported as a policy violation even though zod catches it; `jitless` skips the
// probe. Zod reads its settings from this global and keeps an existing one, so it is set before any schema
// exists without importing zod into the entry chunk (which would add about 4 KB to the landing page).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
listenForInstallPrompt();
const router = createAppRouter();

/** Settles once the router has its first screen: the matched routes' code and data have arrived. */
function firstScreen(appRouter: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    const ready = () => appRouter.state.initialized && appRouter.state.navigation.state === 'idle';
    if (ready()) return resolve();
    const stop = appRouter.subscribe(() => {
      if (!ready()) return;
      stop();
      resolve();
    });
  });
}

createRoot(container).render(
  <StrictMode>
    <CrashBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CrashBoundary>
  </StrictMode>,
);

// Once the worker controls this first page, the screen's reads go again through it, which saves them.
registerServiceWorker(
  firstScreen(router),
  () => void askAgainThroughWorker(({ path, auth }) => apiFetch(path, { auth, priority: 'low' })),
);
startReportOutbox();
