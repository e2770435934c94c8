import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { KioskApp } from './app/kiosk-app';
import { ReloadOnError } from './features/status/status-screens';
import { WATCHDOG_STALL_MS } from './config/env';
import { keepFullscreen, lockDown } from './lib/lockdown';
import { startWatchdog } from './lib/watchdog';
import './styles/kiosk.css';

lockDown();
// A document restored from the back/forward cache may still show a previous customer's screen: never
// show it, start fresh instead.
window.addEventListener('pageshow', (e) => {
  if (e.persisted) window.location.replace(import.meta.env.BASE_URL);
});
keepFullscreen();
startWatchdog(WATCHDOG_STALL_MS);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ReloadOnError>
      <AppProvider>
        <KioskApp />
      </AppProvider>
    </ReloadOnError>
  </StrictMode>,
);
