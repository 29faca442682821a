// @vitest-environment jsdom
import '../test/setup-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload.tsx';

afterEach(cleanup);

/** The loader of the boundary, recording each time it is put on screen. */
function trackedLoader(shown: string[]) {
  return function Loader() {
    useLayoutEffect(() => {
      shown.push('loader');
    }, []);
    return <p>chargement</p>;
  };
}

const pageModule = { default: ({ label }: { label: string }) => <h1>{label}</h1> };

describe('lazyWithPreload (decision 108)', () => {
  it('a preloaded component renders in the first commit: its boundary never shows the loader', async () => {
    const shown: string[] = [];
    const Loader = trackedLoader(shown);
    const Page = lazyWithPreload(async () => pageModule);
    await Page.preload();
    await act(async () => {
      render(
        <Suspense fallback={<Loader />}>
          <Page label="Tableau de bord" />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Tableau de bord' })).toBeTruthy();
    expect(shown).toEqual([]);
  });

  it('what React.lazy does with the same module already arrived: the loader first (why this exists)', async () => {
    const shown: string[] = [];
    const Loader = trackedLoader(shown);
    const loaded = Promise.resolve(pageModule);
    await loaded;
    const Page = lazy(() => loaded);
    await act(async () => {
      render(
        <Suspense fallback={<Loader />}>
          <Page label="Tableau de bord" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeTruthy();
    expect(shown).toEqual(['loader']);
  });

  it('not preloaded, it behaves as React.lazy: the loader, then the component; the module is fetched once', async () => {
    const shown: string[] = [];
    const Loader = trackedLoader(shown);
    let downloads = 0;
    const Page = lazyWithPreload(async () => {
      downloads += 1;
      return pageModule;
    });
    await act(async () => {
      render(
        <Suspense fallback={<Loader />}>
          <Page label="Accueil" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
    expect(shown).toEqual(['loader']);
    await Page.preload();
    expect(downloads).toBe(1);
  });

  it('a failed download is not remembered: the next preload fetches again', async () => {
    let attempts = 0;
    const Page = lazyWithPreload(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return pageModule;
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(pageModule);
    expect(attempts).toBe(2);
  });
});
