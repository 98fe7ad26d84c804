import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppProviders } from './app/providers.tsx';
import './app/styles.css';
import { initI18n } from './i18n/i18n.ts';

// The dictionaries of the chosen language load before the first paint, so no screen
// flashes English first.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <Suspense fallback={null}>
          <App />
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
});
