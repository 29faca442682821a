import { LANGUAGES, type Language } from '@cri/shared/limits';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { appRoutes } from './app/router.tsx';
import { DeployedRegionsList } from './features/landing/components/deployed-regions.tsx';
import { REGION_NAME_MARKER } from './home-island.ts';
import arFirstPaint from './lib/i18n/catalogue-ar.ts';
import frFirstPaint from './lib/i18n/catalogue-fr.ts';

/**
 * The build's prerender of the public home page (decision 105), run by scripts/prerender.mjs after the client
 * build: the page a visitor without a session sees on `/`, in each language, with the first-paint part of its
 * catalogue (decision 096) — the same texts and the same tree the browser renders, so the app hydrates it instead
 * of painting it again.
 */
const FIRST_PAINT: Record<Language, object> = { fr: frFirstPaint, ar: arFirstPaint };

async function toHtml(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** What the build writes into index.html for one language (decisions 105, 113). */
export interface PrerenderedHome {
  /** The home page, hydrated by the app. */
  page: string;
  /** The browser tab's title the app gives the home page (the island sets it before the app runs). */
  title: string;
  /** The deployed regions' section with REGION_NAME_MARKER as its one region: the island's template. */
  regionsTemplate: string;
}

export async function renderHome(): Promise<Record<Language, PrerenderedHome>> {
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: FIRST_PAINT[l] }])),
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  const routes = appRoutes();
  const handler = createStaticHandler(routes);
  const out = {} as Record<Language, PrerenderedHome>;
  for (const language of LANGUAGES) {
    await i18next.changeLanguage(language);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error(`the home page answered ${context.status} instead of a page`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <StrictMode>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>
    );
    // The first pass waits for the lazy modules (the home page); the second renders them inline, with none of
    // the scripts a streamed boundary needs (the content security policy allows no inline script).
    await toHtml((await prerender(app)).prelude);
    const html = renderToString(app);
    if (html.includes('<script') || html.includes('<template'))
      throw new Error('the prerendered home page still waits for a module');
    // The same providers as the page, so the section's classes and styles are the ones the app renders.
    const regions = renderToString(
      <AppProvider>
        <DeployedRegionsList names={[REGION_NAME_MARKER]} />
      </AppProvider>,
    );
    const regionsTemplate = regions.slice(regions.indexOf('<section'), regions.lastIndexOf('</section>') + '</section>'.length);
    if (!regionsTemplate.startsWith('<section') || !regionsTemplate.includes(REGION_NAME_MARKER))
      throw new Error('the deployed regions section did not render with its marker');
    const title = `${i18next.t('nav.items.home')} | ${i18next.t('common.appShortName')}`;
    out[language] = { page: html, title, regionsTemplate };
  }
  return out;
}
