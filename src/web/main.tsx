import './styles.css';
import { StrictMode } from 'react';
import { type Root, createRoot, hydrateRoot } from 'react-dom/client';
import { FirstScreen, opensOnSchoolCode } from './app/first-screen';
import { writeStoredTenant } from './lib/branding/tenant-storage';
import { registerServiceWorker } from './lib/service-worker/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
let root: Root | null = null;

/** The whole app: its router, query client, sign-in and every role's screens (lazy chunks). */
async function startApp(): Promise<void> {
  const { App } = await import('./app/app');
  root ??= createRoot(container!);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (opensOnSchoolCode(window.location, window.localStorage)) {
  // Issue 20: a phone's first visit loads this screen's code only (bench/first-screen-js.mjs),
  // over the same screen index.html painted (app/first-screen-markup.tsx) when built.
  const screen = (
    <StrictMode>
      <FirstScreen
        onFound={async (tenant) => {
          writeStoredTenant(tenant);
          window.history.pushState(null, '', '/login');
          // The sign-in screen's chunk loads alongside the app's.
          void import('./features/login/login-page');
          await startApp();
        }}
      />
    </StrictMode>
  );
  if (container.querySelector('[data-first-paint]')) root = hydrateRoot(container, screen);
  else (root = createRoot(container)).render(screen);
} else {
  void startApp();
}

void registerServiceWorker();
