import { LANGUAGES, type Language } from '@cri/shared/limits';
import { applyDocumentLanguage, readStoredLanguage, storeLanguage } from './lib/i18n/language-storage.ts';

/**
 * The public home page's island (issue 22, decision 113). A visitor without a session opening `/` gets the page
 * prerendered in index.html (decision 105) in both languages; this makes it interactive without React, its
 * router, Mantine's runtime, TanStack Query or i18next:
 * - the language switch shows the other language's prerendered page (the texts are already there);
 * - the deployed regions are fetched and drawn from the prerendered template of their section;
 * - the links are plain links: any other page starts the app there;
 * - a control only the app drives (the menu's drawer, the create-account dialog; marked `data-island-app` by
 *   their components) hands the page over to the app, which hydrates it where it stands, then gets the click.
 * The visit is counted as the app counts it (once per browser and day, decision 077).
 */

export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-island-language';
export const APP_CONTROL_ATTRIBUTE = 'data-island-app';
/** Stands for a region's name in the regions section's template (scripts/prerender.mjs). */
export const REGION_NAME_MARKER = '__CRI_REGION__';
const REGIONS_ATTRIBUTE = 'data-island-regions';
const VISIT_KEY = 'visitCounted';
const API_BASE = '/backend/api';

/** The app's start (app/start-app.tsx), loaded on the hand-over only. */
export type StartApp = (options: { root: HTMLElement; hydrate: boolean }) => Promise<void>;

interface Region {
  nameFr: string;
  nameAr: string;
}

const isDeployedRegion = (value: unknown): value is Region => {
  if (value === null || typeof value !== 'object') return false;
  const region = value as Record<string, unknown>;
  return region.deployed === true && typeof region.nameFr === 'string' && typeof region.nameAr === 'string';
};

export interface HomeIsland {
  /** The language shown. */
  language(): Language;
  /** Resolves once the app has taken the page over (after the first control that needs it). */
  handedOver(): Promise<void> | null;
  /** Resolves once the deployed regions are drawn (or known to be absent). */
  regions: Promise<void>;
}

export function startHomeIsland(loadApp: () => Promise<StartApp>, doc: Document = document): HomeIsland | null {
  const html = doc.documentElement;
  const pages: Partial<Record<Language, HTMLElement>> = {};
  for (const language of LANGUAGES) {
    const page = doc.getElementById(language === 'fr' ? 'root' : `root-${language}`);
    if (page) pages[language] = page;
  }
  let language = readStoredLanguage();
  let shown = pages[language];
  if (!shown) return null;
  // One page in the document at a time: the other's ids (the headings' aria-labelledby) would otherwise clash.
  for (const other of LANGUAGES) if (other !== language) pages[other]?.remove();
  html.setAttribute('data-prerender', language);
  applyDocumentLanguage(language);
  if (shown.dataset.title) doc.title = shown.dataset.title;

  let regions: Region[] = [];
  let handOver: Promise<void> | null = null;

  const drawRegions = () => {
    shown?.querySelector(`[${REGIONS_ATTRIBUTE}]`)?.remove();
    const template = doc.getElementById(`home-regions-${language}`);
    const anchor = shown?.querySelector('#home-entries')?.closest('section');
    if (regions.length === 0 || !(template instanceof HTMLTemplateElement) || !anchor?.parentElement) return;
    const section = template.content.firstElementChild?.cloneNode(true);
    const item = section instanceof Element ? section.querySelector('li') : null;
    if (!(section instanceof HTMLElement) || !item?.parentElement) return;
    const list = item.parentElement;
    item.remove();
    for (const region of regions) {
      const line = item.cloneNode(true) as Element;
      replaceMarker(line, language === 'ar' ? region.nameAr : region.nameFr);
      list.append(line);
    }
    section.setAttribute(REGIONS_ATTRIBUTE, '');
    anchor.parentElement.append(section);
  };

  const switchLanguage = () => {
    const next = language === 'ar' ? 'fr' : 'ar';
    const page = pages[next];
    if (!page || !shown) return;
    shown.replaceWith(page);
    shown = page;
    language = next;
    storeLanguage(next);
    applyDocumentLanguage(next);
    html.setAttribute('data-prerender', next);
    if (page.dataset.title) doc.title = page.dataset.title;
    drawRegions();
    // The focus stays on the switch, now the other page's.
    page.querySelector<HTMLElement>(`[${LANGUAGE_SWITCH_ATTRIBUTE}]`)?.focus();
  };

  const handOverToApp = (): Promise<void> => {
    handOver ??= loadApp().then((startApp) => {
      const root = shown as HTMLElement;
      // The app renders the regions itself: its hydration must find the page as prerendered.
      root.querySelector(`[${REGIONS_ATTRIBUTE}]`)?.remove();
      root.id = 'root';
      delete root.dataset.title;
      html.removeAttribute('data-prerender');
      return startApp({ root, hydrate: true });
    });
    return handOver;
  };

  let appRuns = false;
  doc.addEventListener('click', (event) => {
    if (appRuns || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(`[${LANGUAGE_SWITCH_ATTRIBUTE}], [${APP_CONTROL_ATTRIBUTE}]`);
    if (!control || !shown?.contains(control)) return;
    event.preventDefault();
    if (control.hasAttribute(LANGUAGE_SWITCH_ATTRIBUTE)) {
      if (!handOver) switchLanguage();
      return;
    }
    if (handOver) return; // the first click is given to the app once it runs
    control.setAttribute('aria-busy', 'true');
    void handOverToApp().then(() => {
      appRuns = true;
      control.removeAttribute('aria-busy');
      control.click();
    });
  });

  countVisit();
  const regionsLoaded = fetch(`${API_BASE}/regions`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : []))
    .then((data: unknown) => {
      regions = Array.isArray(data) ? data.filter(isDeployedRegion) : [];
      if (!handOver) drawRegions();
    })
    // The section is left out when the list cannot be read, as the app does.
    .catch(() => undefined);

  return { language: () => language, handedOver: () => handOver, regions: regionsLoaded };
}

function replaceMarker(element: Element, name: string): void {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(REGION_NAME_MARKER)) node.nodeValue = node.nodeValue.replace(REGION_NAME_MARKER, name);
  }
}

/** POST /visits once per browser and day, as features/content/api/count-visit.ts does in the app. */
function countVisit(today: string = new Date().toISOString().slice(0, 10)): void {
  try {
    if (sessionStorage.getItem(VISIT_KEY) === today) return;
    sessionStorage.setItem(VISIT_KEY, today);
  } catch {
    // Storage refused: count anyway, the server ignores a second visit of the day.
  }
  void fetch(`${API_BASE}/visits`, { method: 'POST', headers: { Accept: 'application/json' } }).catch(() => undefined);
}
