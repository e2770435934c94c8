import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadInitialRoute } from './app/router';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The opened page's module first (preloaded beside the entry), so the first commit already shows it.
void preloadInitialRoute().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
