// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGION_NAME_MARKER, type StartApp, startHomeIsland } from './home-island.ts';
import { readStoredLanguage, SETTINGS_KEY } from './lib/i18n/language-storage.ts';

/** index.html as scripts/prerender.mjs writes it: both pages, then the regions' templates. */
const page = (language: 'fr' | 'ar', id: string) => `
  <div id="${id}" data-title="${language === 'fr' ? 'Accueil | Portail CRI' : 'الرئيسية | بوابة'}">
    <header>
      <button type="button" data-island-language="">${language === 'fr' ? 'العربية' : 'Français'}</button>
      <button type="button" data-island-app="">${language === 'fr' ? 'Créer un compte' : 'إنشاء حساب'}</button>
    </header>
    <main><div class="stack"><h1>${language}</h1><section aria-labelledby="home-entries"><h2 id="home-entries">e</h2></section></div></main>
  </div>`;
const template = (language: 'fr' | 'ar') => `
  <template id="home-regions-${language}"><section class="paper" aria-labelledby="deployed-regions">
    <h2 id="deployed-regions">${language} regions</h2><ul class="list"><li class="item"><span class="label">CRI ${REGION_NAME_MARKER}</span></li></ul>
  </section></template>`;

const REGIONS = [
  { id: 1, nameFr: 'Souss-Massa', nameAr: 'سوس ماسة', deployed: true },
  { id: 2, nameFr: 'Oriental', nameAr: 'الشرق', deployed: false },
  { id: 3, nameFr: 'Fès-Meknès', nameAr: 'فاس مكناس', deployed: true },
];

let fetchCalls: { url: string; method: string }[] = [];
let regionsAnswer: () => Promise<Response>;

beforeEach(() => {
  document.documentElement.removeAttribute('data-prerender');
  document.body.innerHTML = `${page('fr', 'root')}${page('ar', 'root-ar')}<div id="prerender-end"></div>${template('fr')}${template('ar')}`;
  window.localStorage.clear();
  window.sessionStorage.clear();
  fetchCalls = [];
  regionsAnswer = async () => new Response(JSON.stringify(REGIONS), { status: 200 });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    fetchCalls.push({ url, method: init?.method ?? 'GET' });
    if (url.endsWith('/regions')) return regionsAnswer();
    return new Response(null, { status: 204 });
  });
});

afterEach(() => vi.unstubAllGlobals());

const noApp = () => Promise.reject(new Error('the app is not wanted here'));
const shownRegions = () => [...document.querySelectorAll('[data-island-regions] li')].map((li) => li.textContent?.trim());

describe('the home page island', () => {
  it('keeps the stored language’s page alone in the document, with its language, direction and title', async () => {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'ar' }));
    const island = startHomeIsland(noApp);
    await island?.regions;
    expect(document.getElementById('root')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.getAttribute('data-prerender')).toBe('ar');
    expect(document.title).toBe('الرئيسية | بوابة');
  });

  it('draws the deployed regions only, in the language shown, below the entries, from the template', async () => {
    await startHomeIsland(noApp)?.regions;
    expect(shownRegions()).toEqual(['CRI Souss-Massa', 'CRI Fès-Meknès']);
    const section = document.querySelector('[data-island-regions]');
    expect(section?.previousElementSibling?.getAttribute('aria-labelledby')).toBe('home-entries');
    expect(section?.querySelector('h2')?.textContent).toBe('fr regions');
  });

  it('leaves the regions out when they cannot be read', async () => {
    regionsAnswer = async () => new Response('{}', { status: 503 });
    await startHomeIsland(noApp)?.regions;
    expect(document.querySelector('[data-island-regions]')).toBeNull();
  });

  it('switches to the other language’s page, stores the choice, redraws the regions and keeps the focus on the switch', async () => {
    const island = startHomeIsland(noApp);
    await island?.regions;
    document.querySelector<HTMLButtonElement>('[data-island-language]')?.click();
    expect(island?.language()).toBe('ar');
    expect(readStoredLanguage()).toBe('ar');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.getAttribute('data-prerender')).toBe('ar');
    expect(document.title).toBe('الرئيسية | بوابة');
    expect(shownRegions()).toEqual(['CRI سوس ماسة', 'CRI فاس مكناس']);
    expect(document.activeElement?.textContent).toBe('Français');
    document.querySelector<HTMLButtonElement>('[data-island-language]')?.click();
    expect(document.querySelector('h1')?.textContent).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('hands the page over to the app once, on a control only the app drives, then gives that control the click', async () => {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ language: 'ar' }));
    const appClicks: string[] = [];
    let regionsWhenStarted: number | null = null;
    const startApp = vi.fn<StartApp>(async ({ root }) => {
      regionsWhenStarted = root.querySelectorAll('[data-island-regions]').length;
      // The app's own handler, as hydration attaches it.
      root.querySelector('[data-island-app]')?.addEventListener('click', () => appClicks.push('app'));
    });
    const loadApp = vi.fn(async () => startApp);
    const island = startHomeIsland(loadApp);
    await island?.regions;
    const control = document.querySelector<HTMLButtonElement>('[data-island-app]');
    control?.click();
    control?.click(); // a second click while the app loads is not given twice
    await island?.handedOver();
    await Promise.resolve();
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(startApp).toHaveBeenCalledTimes(1);
    const call = startApp.mock.calls[0];
    if (!call) throw new Error('the app was not started');
    const [{ root, hydrate }] = call;
    expect(hydrate).toBe(true);
    // The Arabic page, hydrated where it stands as the app's root, without the regions the island drew.
    expect(root.id).toBe('root');
    expect(root.querySelector('h1')?.textContent).toBe('ar');
    expect(regionsWhenStarted).toBe(0);
    expect(document.documentElement.hasAttribute('data-prerender')).toBe(false);
    expect(appClicks).toEqual(['app']);
    // From then on the app alone handles the page: the island's language switch is off.
    document.querySelector<HTMLButtonElement>('[data-island-language]')?.click();
    expect(document.querySelector('h1')?.textContent).toBe('ar');
    expect(readStoredLanguage()).toBe('ar');
  });

  it('counts the visit once per browser and day, as the app does', async () => {
    await startHomeIsland(noApp)?.regions;
    await startHomeIsland(noApp)?.regions;
    expect(fetchCalls.filter((call) => call.url === '/backend/api/visits' && call.method === 'POST')).toHaveLength(1);
  });
});
