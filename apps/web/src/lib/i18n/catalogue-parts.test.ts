import { describe, expect, it } from 'vitest';
import arFirstPaint from './catalogue-ar.ts';
import arRest from './catalogue-ar-rest.ts';
import frFirstPaint from './catalogue-fr.ts';
import frRest from './catalogue-fr-rest.ts';
import { FIRST_PAINT_NAMESPACES, SERVER_ONLY_NAMESPACES } from './catalogue-parts.ts';

const files = import.meta.glob('../../../../../packages/i18n/fr/*.json');
const ALL = Object.keys(files)
  .map((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? '')
  .sort();
const webSources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('the parts of the catalogue (decision 096)', () => {
  it.each([
    ['fr', frFirstPaint, frRest],
    ['ar', arFirstPaint, arRest],
  ])('%s: the first-paint part, the rest and the server-only files make up every file, once', (_lang, first, rest) => {
    expect(Object.keys(first).sort()).toEqual([...FIRST_PAINT_NAMESPACES].sort());
    const server = new Set<string>(SERVER_ONLY_NAMESPACES);
    const firstPaint = new Set<string>(FIRST_PAINT_NAMESPACES);
    expect(Object.keys(rest).sort()).toEqual(ALL.filter((ns) => !server.has(ns) && !firstPaint.has(ns)));
    for (const ns of SERVER_ONLY_NAMESPACES) expect(ALL).toContain(ns);
  });

  it('no browser code names a key of the server-only files (they are not sent to browsers)', () => {
    const pattern = new RegExp(`['"\`](${SERVER_ONLY_NAMESPACES.join('|')})\\.[A-Za-z]`);
    const offenders = Object.entries(webSources)
      .filter(([, source]) => pattern.test(source))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('the shell and the home page name first-paint keys only', () => {
    // The modules a visitor's home page renders before the rest of the catalogue arrives.
    const shell = Object.entries(webSources).filter(
      ([path]) =>
        /\/app\/layouts\/(site-footer|top-bar|menu-drawer|main-nav|language-switch|logo-link|skip-link|main-layout)\.tsx$/.test(
          path,
        ) ||
        /\/features\/landing\/(pages\/home-page|components\/(deployed-regions|entry-card))\.tsx$/.test(path) ||
        /\/features\/accounts\/components\/create-account-button\.tsx$/.test(path) ||
        /\/config\/main-menu\.ts$/.test(path),
    );
    expect(shell.length).toBe(13);
    const namespaces = new Set(ALL);
    const firstPaint = new Set<string>(FIRST_PAINT_NAMESPACES);
    for (const [path, source] of shell) {
      // The public menu's entries are the only ones a visitor sees; signed-in users load the whole catalogue.
      const text = path.endsWith('main-menu.ts') ? (/const PUBLIC_MENU[^;]*;/.exec(source)?.[0] ?? '') : source;
      const used = [...text.matchAll(/['"`]([A-Za-z]+)\.[A-Za-z]/g)].map((m) => m[1] ?? '').filter((ns) => namespaces.has(ns));
      expect({ path, outside: used.filter((ns) => !firstPaint.has(ns)) }).toEqual({ path, outside: [] });
    }
  });
});
