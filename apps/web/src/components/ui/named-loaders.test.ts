import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's Loader is a `<span>` without a role, where axe forbids `aria-label` (aria-prohibited-attr,
 * serious): a loader that announces itself needs `role="status"`, one that does not carries no name. The
 * browser crawl only sees a loader if it is still on screen when axe runs, so this reads every component.
 */
const SOURCE = fileURLToPath(new URL('../../', import.meta.url));

const loadersIn = (file: string) => [...readFileSync(file, 'utf8').matchAll(/<Loader\b[^>]*\/?>/g)].map((m) => m[0]);

/** Every Loader element of the app's components (tests excluded), with the file it is in. */
function appLoaders(): { file: string; element: string }[] {
  return (readdirSync(SOURCE, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .flatMap((f) => loadersIn(join(SOURCE, f)).map((element) => ({ file: f, element })));
}

const namedWithoutRole = (element: string) => /\baria-label=/.test(element) && !/\brole="status"/.test(element);

describe('loaders', () => {
  it('the rule tells a named loader without a role from the accepted forms', () => {
    expect(namedWithoutRole(`<Loader aria-label={t('common.loading')} />`)).toBe(true);
    expect(namedWithoutRole(`<Loader size="sm" role="status" aria-label={t('common.loading')} />`)).toBe(false);
    expect(namedWithoutRole('<Loader aria-hidden />')).toBe(false);
    expect(namedWithoutRole('<Loader size="xs" />')).toBe(false);
  });

  it('that have a name have the status role', () => {
    const loaders = appLoaders();
    // The app has loaders in some twenty components: an empty list means the files were not read.
    expect(loaders.length).toBeGreaterThan(20);
    expect(loaders.filter((l) => namedWithoutRole(l.element))).toEqual([]);
  });
});
