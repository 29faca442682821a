import { paths } from '@cri/shared/paths';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { getAccessToken } from './lib/auth/session.ts';
import { initI18n } from './lib/i18n/i18n.ts';

const root = document.getElementById('root');

// The catalogue of the chosen language is loaded before the first render: no flash of raw keys. A visitor
// opening the home page waits only for the part the home page shows (decision 096).
const firstPaintOnly = window.location.pathname === paths.home && getAccessToken() === null;
if (root) {
  initI18n({ firstPaintOnly }).then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createAppRouter()} />
        </AppProvider>
      </StrictMode>,
    );
  });
}
