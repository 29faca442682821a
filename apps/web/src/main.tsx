import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n/i18n.ts';

const root = document.getElementById('root');

// The catalogue of the chosen language is loaded before the first render: no flash of raw keys.
if (root) {
  initI18n().then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createAppRouter()} />
        </AppProvider>
      </StrictMode>,
    );
  });
}
