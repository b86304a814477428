import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadBranding } from './branding';
import { startI18n } from './i18n/i18n';
import { findRoute } from './router/routes';
import { startSession } from './session/session';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('the page has no #root element');

// The first screen's chunk loads beside the language's catalogue, not after the first render asks for it.
findRoute(window.location.pathname)
  .route.screen.preload()
  // Failing here (offline) is reported by the screen's own load when it renders.
  .catch(() => undefined);

// The language decides the text of everything, so its catalogue is in before the first render; the
// session and the branding load while the loader shows.
startI18n().then(
  () => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    void startSession();
    void loadBranding();
  },
  // No catalogue could load (offline): there is no text in any language but this one.
  () => {
    root.textContent = 'This page could not load. Check your connection, then reload the page.';
  },
);
