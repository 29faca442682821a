import { LANGUAGES, type Language } from '@cri/shared/limits';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { appRoutes } from './app/router.tsx';
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

export async function renderHome(): Promise<Record<Language, string>> {
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: FIRST_PAINT[l] }])),
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  const routes = appRoutes();
  const handler = createStaticHandler(routes);
  const out = {} as Record<Language, string>;
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
    out[language] = html;
  }
  return out;
}
