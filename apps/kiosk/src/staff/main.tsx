/**
 * The staff view (/kiosk/staff/): a separate entry of the kiosk build, without the terminal's
 * lock-down, heartbeat or customer flow. Staff sign in with their venue's credential and see every
 * terminal of the venue live.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { StaffApp } from './staff-app';
import '../styles/kiosk.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <StaffApp />
    </I18nextProvider>
  </StrictMode>,
);
