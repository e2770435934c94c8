import './lib/zod-jitless'; // first: before any module that loads zod
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadInitialRoute } from './app/router';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The opened page's module first (preloaded beside the entry), so the first commit already shows it.
// The first render is a transition: React renders the whole first screen (shell, page, the answers the
// gateway sent with the HTML) in slices of a few milliseconds with the browser free between them, not
// in one task of the page's whole size (a long task on a phone: total blocking time).
void preloadInitialRoute().then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
