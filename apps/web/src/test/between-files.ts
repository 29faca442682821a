/**
 * The web tests of a worker share their imported modules and their window (vitest.config.ts, decision
 * 118): each file starts as on a fresh page, whatever the previous file left. Its React trees are
 * unmounted, the document emptied, storage and the session cleared, and the stubs, spies and fake clock
 * of the previous file undone. The app's i18next is initialised once per worker: it is turned back to
 * French, which also sets the document's language and direction as its first start did.
 */
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { vi } from 'vitest';
import { clearSession } from '../lib/auth/session.ts';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
if (typeof window !== 'undefined') {
  cleanup();
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  if (i18next.isInitialized && i18next.language !== 'fr') await i18next.changeLanguage('fr');
  if (i18next.isInitialized) Object.assign(root, { lang: 'fr', dir: 'ltr' });
  document.body.replaceChildren();
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearSession();
  window.history.replaceState(null, '', '/');
}
