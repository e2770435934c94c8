import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { KioskApp } from './app/kiosk-app';
import { ReloadOnError } from './features/status/status-screens';
import { WATCHDOG_STALL_MS } from './config/env';
import { lockDown, requestFullscreenOnce } from './lib/lockdown';
import { startWatchdog } from './lib/watchdog';
import './styles/kiosk.css';

lockDown();
requestFullscreenOnce();
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
