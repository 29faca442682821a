// Mantine's styles first in the one stylesheet index.html links (vite.config.ts, cssCodeSplit): the prerendered
// home page paints styled before any script has run (decision 113).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { STORAGE_KEYS } from '@cri/shared/limits';
import { startHomeIsland } from './home-island.ts';

/**
 * The entry (decision 113). A visitor without a session on `/` gets the prerendered home page made interactive
 * by its island (home-island.ts), without the app; the app is loaded when the visitor uses something only it
 * does. Anyone else (a deep link, a signed-in user) gets the app at once, its modules fetched in parallel.
 */
const loadApp = () => import('./app/start-app.tsx').then((module) => module.startApp);

const signedIn = (() => {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.accessToken) !== null;
  } catch {
    return false; // storage disabled: no session (as lib/auth/session.ts reads it)
  }
})();

const island = window.location.pathname === '/' && !signedIn ? startHomeIsland(loadApp) : null;

if (!island) {
  const french = document.getElementById('root');
  // The prerendered pages are the visitor's home page only: anyone else starts from an empty root.
  document.getElementById('root-ar')?.remove();
  document.documentElement.removeAttribute('data-prerender');
  if (french) {
    french.replaceChildren();
    delete french.dataset.title;
    void loadApp().then((startApp) => startApp({ root: french, hydrate: false }));
  }
}
