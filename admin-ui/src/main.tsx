import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createI18nProvider } from './providers/i18nProvider.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const container = root;
// The language's catalogue is in before the first render (English is in the entry, at once).
void createI18nProvider().then((i18nProvider) =>
  createRoot(container).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  ),
);
